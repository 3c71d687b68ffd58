"use client";

import { type ReactNode, createContext, useContext, useState } from "react";
import { Alert } from "@/components/ui/alert";

const AnnounceContext = createContext<(message: string) => void>(() => {});

/**
 * Shows the outcome of a role change above the lists: the row that was changed leaves its list
 * when the page reloads, so its own button cannot tell it.
 */
export function RoleChangeOutcome({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<string | null>(null);
  return (
    <AnnounceContext value={setMessage}>
      {message && <Alert tone="success">{message}</Alert>}
      {children}
    </AnnounceContext>
  );
}

export function useAnnounceRoleChange() {
  return useContext(AnnounceContext);
}
