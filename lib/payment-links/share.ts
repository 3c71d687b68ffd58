import { formatBRL } from "@/lib/money";

/** WhatsApp's share link (no recipient: the seller picks the chat) with the link's text, encoded whole. */
export function whatsappShareUrl(link: { description: string; amountCents: number; url: string }) {
  const text = `${link.description}: ${formatBRL(link.amountCents)}. Pague por PIX: ${link.url}`;
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
