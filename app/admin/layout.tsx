import type { ReactNode } from "react";
import { AppShell } from "@/components/layout/app-shell";
import { areaShellFor } from "@/components/layout/area-nav";
import { requireAdminPage } from "@/app/_server/page-session";
import { pageAdminInbox } from "@/app/_server/admin-inbox";
import { env } from "@pix/core/env";

export const dynamic = "force-dynamic";

export default async function AdminLayout({ children }: { children: ReactNode }) {
  const admin = await requireAdminPage();
  return (
    <AppShell {...areaShellFor(admin, await pageAdminInbox(admin))} email={admin.email} notice={twoFactorNotice()}>
      {children}
    </AppShell>
  );
}

/** Where admins may sign in without a TOTP code (ADMIN_2FA=optional, as `npm run demo` runs), the header says so. */
function twoFactorNotice() {
  const { ADMIN_2FA, SANDBOX } = env();
  if (ADMIN_2FA !== "optional") return undefined;
  return {
    text: SANDBOX === "1" ? "2FA opcional (demonstração)" : "2FA opcional",
    title: "ADMIN_2FA=optional: administradores entram sem o código de verificação em duas etapas.",
  };
}
