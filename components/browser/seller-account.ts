import { sellerCookie } from "@/lib/auth/seller-cookie";

/** Makes this browser act in the seller account `sellerId` from its next request on. */
export function actInSeller(sellerId: string) {
  document.cookie = sellerCookie(sellerId, { secure: window.location.protocol === "https:" });
}
