"use client";

import { type ReactNode, useId } from "react";
import { useModalDialog } from "./use-modal-dialog";

/** A titled modal, opened while `open`; Drawer takes the same. */
export type DialogProps = { open: boolean; onClose: () => void; title: string; children: ReactNode };

/**
 * A modal on the native <dialog>: the browser traps focus, closes it on Escape and restores
 * focus afterwards. `onClose` runs however it closes.
 */
export function Dialog({ open, onClose, title, children }: DialogProps) {
  const ref = useModalDialog(open);
  const titleId = useId();

  return (
    <dialog
      ref={ref}
      onClose={onClose}
      aria-labelledby={titleId}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl border border-slate-200 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/40"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      {open && <div className="mt-3">{children}</div>}
    </dialog>
  );
}
