"use client";

import { useId } from "react";
import type { DialogProps } from "./dialog";
import { useModalDialog } from "./use-modal-dialog";

/**
 * A side panel on the native modal <dialog>, like Dialog: the browser traps focus, closes it on
 * Escape and restores focus afterwards. A click on the backdrop closes it too. `onClose` runs
 * however it closes.
 */
export function Drawer({ open, onClose, title, children }: DialogProps) {
  const ref = useModalDialog(open);
  const titleId = useId();

  return (
    <dialog
      ref={ref}
      // Only its own close: React may hand it the close of a confirmation dialog opened inside.
      onClose={(event) => event.target === event.currentTarget && onClose()}
      // The dialog element itself is hit only on its backdrop: the panel's content covers the rest.
      onClick={(event) => event.target === event.currentTarget && event.currentTarget.close()}
      aria-labelledby={titleId}
      className="m-0 ml-auto h-dvh max-h-none w-full max-w-xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/40"
    >
      <div className="flex min-h-full flex-col">
        <div className="sticky top-0 z-10 flex items-center justify-between gap-4 border-b border-slate-200 bg-white px-6 py-4">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <button
            type="button"
            onClick={() => ref.current?.close()}
            className="rounded-md px-2 py-1 text-sm font-semibold text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-slate-500"
          >
            Fechar
          </button>
        </div>
        {open && <div className="flex-1 px-6 py-5">{children}</div>}
      </div>
    </dialog>
  );
}
