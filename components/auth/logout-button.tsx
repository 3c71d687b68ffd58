"use client";

import { signOut } from "next-auth/react";
import { useState } from "react";
import { Button } from "@/components/ui/button";

export function LogoutButton() {
  const [pending, setPending] = useState(false);
  return (
    <Button
      variant="ghost"
      loading={pending}
      loadingText="Saindo…"
      onClick={() => {
        setPending(true);
        void signOut({ callbackUrl: "/login" });
      }}
    >
      Sair
    </Button>
  );
}
