"use client";

import { type ReactNode, useEffect, useRef } from "react";

/**
 * A checkout step's title. A step that replaces the element holding focus (the submit button,
 * the copy button) takes the focus, so keyboard and screen-reader users are not sent back to
 * the top of the page; `moveFocus` is false while the page first loads.
 */
export function StepHeading({ moveFocus, children }: { moveFocus: boolean; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  // Read once: the flag turning true after hydration is not a step change.
  const focusOnMount = useRef(moveFocus);
  useEffect(() => {
    if (focusOnMount.current && document.activeElement === document.body) ref.current?.focus();
  }, []);
  return (
    <h2 ref={ref} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
      {children}
    </h2>
  );
}
