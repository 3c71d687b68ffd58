import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { sellerCookie } from "@/lib/auth/seller-cookie";

/** Makes this browser act in the seller account `sellerId` from its next request on. */
export function actInSeller(sellerId: string) {
  document.cookie = sellerCookie(sellerId, { secure: window.location.protocol === "https:" });
}

/**
 * Starts over on the seller home after the account acted in changed (picked in the header, an invitation accepted, a
 * team left): in `sellerId` when given, else wherever the server now puts the person; nothing cached from before.
 */
export function useEnterAccount() {
  const router = useRouter();
  const queryClient = useQueryClient();
  return (sellerId?: string) => {
    if (sellerId) actInSeller(sellerId);
    queryClient.clear();
    router.replace("/seller");
    router.refresh();
  };
}
