"use client";

import { useState, useTransition } from "react";
import { useEnterAccount } from "@/components/browser/seller-account";

export type AccountChoice = { sellerId: string; companyName: string; roleLabel: string };

/**
 * The seller account the person acts in, under the logo: its company name, and a list to pick another when they work
 * in more than one. Picking one starts over on its home page, with nothing cached from the other account.
 */
export function AccountPicker({ accounts, currentId }: { accounts: AccountChoice[]; currentId: string }) {
  const enter = useEnterAccount();
  const [selected, setSelected] = useState(currentId);
  const [switching, startSwitching] = useTransition();
  const current = accounts.find((account) => account.sellerId === currentId);

  if (accounts.length < 2) {
    return (
      <span className="block max-w-36 truncate sm:max-w-xs" title={current?.companyName}>
        {current?.companyName}
      </span>
    );
  }

  function pick(sellerId: string) {
    setSelected(sellerId);
    startSwitching(() => enter(sellerId));
  }

  return (
    <label className="block">
      <span className="sr-only">Conta em uso</span>
      <select
        value={selected}
        onChange={(event) => pick(event.target.value)}
        disabled={switching}
        aria-busy={switching || undefined}
        className="mt-0.5 block max-w-36 truncate rounded-md border-0 bg-white py-0.5 pl-2 pr-7 text-xs font-medium text-slate-700 ring-1 ring-inset ring-slate-300 focus-visible:outline-2 focus-visible:outline-brand-600 sm:max-w-xs"
      >
        {accounts.map((account) => (
          <option key={account.sellerId} value={account.sellerId}>
            {account.companyName} · {account.roleLabel}
          </option>
        ))}
      </select>
    </label>
  );
}
