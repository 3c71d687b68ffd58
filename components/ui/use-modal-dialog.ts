"use client";

import { useEffect, useRef } from "react";

/**
 * Opens and closes a native <dialog> as a modal to follow `open`: the browser then traps focus,
 * closes it on Escape and hands focus back to what opened it.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}
