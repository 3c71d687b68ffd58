"use client";

import { type ReactNode, useEffect, useRef } from "react";

/**
 * The visible text of a column header: a header whose words are all for screen readers (an "Ações" column) gives none.
 */
function visibleText(header: HTMLTableCellElement) {
  const copy = header.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll(".sr-only")) hidden.remove();
  return copy.textContent?.trim() ?? "";
}

/** Writes each body cell's column name into its data-label, which the phone's card layout shows beside the value. */
function labelCells(table: HTMLTableElement) {
  const labels: string[] = [];
  for (const header of table.tHead?.rows[0]?.cells ?? []) {
    for (let span = 0; span < header.colSpan; span++) labels.push(visibleText(header));
  }
  for (const body of table.tBodies) {
    for (const row of body.rows) {
      let column = 0;
      for (const cell of row.cells) {
        const label = labels[column] ?? "";
        if (cell.dataset.label !== label) cell.dataset.label = label;
        column += cell.colSpan;
      }
    }
  }
}

/**
 * The table of components/ui/table.tsx: on desktop a table, below `md` a stack of cards (globals.css,
 * `.stacked-table`), each cell under its column's name. Rows that arrive later (a new page of
 * results) are labelled as they come.
 */
export function Table({ caption, children }: { caption: string; children: ReactNode }) {
  const table = useRef<HTMLTableElement>(null);
  useEffect(() => {
    const element = table.current;
    if (!element) return;
    labelCells(element);
    const observer = new MutationObserver(() => labelCells(element));
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);

  return (
    <div className="md:overflow-x-auto">
      <table ref={table} className="stacked-table w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}
