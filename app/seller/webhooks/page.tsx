import type { Metadata } from "next";
import { MemberRoleProvider } from "@/components/seller/member-role";
import { type SearchParams, readPage } from "@/components/seller/search-params";
import { WEBHOOKS_PER_PAGE } from "@/components/webhooks/webhook-keys";
import { WebhooksView } from "@/components/webhooks/webhooks-view";
import { requireSellerPage } from "@/app/_server/page-session";
import { listWebhooks } from "@pix/core/webhooks/service";

export const metadata: Metadata = { title: "Webhooks" };

export default async function WebhooksPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireSellerPage({ approved: true });
  const page = readPage(await searchParams);
  const initialPage = await listWebhooks(user, { page, perPage: WEBHOOKS_PER_PAGE });
  return (
    <MemberRoleProvider role={user.memberRole}>
      <WebhooksView page={page} initialPage={initialPage} />
    </MemberRoleProvider>
  );
}
