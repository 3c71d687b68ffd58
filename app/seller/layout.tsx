import type { ReactNode } from "react";
import { AccountPicker } from "@/components/layout/account-picker";
import { AppShell } from "@/components/layout/app-shell";
import { areaShellFor } from "@/components/layout/area-nav";
import { pageSellerAccounts, requireSellerPage } from "@/app/_server/page-session";
import { MEMBER_ROLE_LABELS } from "@pix/core/team/permissions";

export const dynamic = "force-dynamic";

export default async function SellerLayout({ children }: { children: ReactNode }) {
  const [user, accounts] = await Promise.all([requireSellerPage(), pageSellerAccounts()]);
  const choices = accounts.map((account) => ({
    sellerId: account.sellerId,
    companyName: account.companyName,
    roleLabel: MEMBER_ROLE_LABELS[account.role],
  }));
  return (
    <AppShell
      {...areaShellFor(user)}
      area={<AccountPicker key={user.sellerId} accounts={choices} currentId={user.sellerId} />}
      email={user.email}
    >
      {children}
    </AppShell>
  );
}
