import type { ReactNode, TdHTMLAttributes, ThHTMLAttributes } from "react";

/** A data table that scrolls sideways on narrow screens; the caption is for screen readers. */
export function Table({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

type Align = { numeric?: boolean };

export function Th({ numeric, className = "", ...props }: ThHTMLAttributes<HTMLTableCellElement> & Align) {
  return <th scope="col" className={`whitespace-nowrap py-2 pr-4 font-medium text-slate-500 last:pr-0 ${numeric ? "text-right" : ""} ${className}`} {...props} />;
}

export function Td({ numeric, className = "", ...props }: TdHTMLAttributes<HTMLTableCellElement> & Align) {
  return <td className={`py-2 pr-4 align-top last:pr-0 ${numeric ? "whitespace-nowrap text-right tabular-nums" : ""} ${className}`} {...props} />;
}

export const headRowClass = "border-b border-slate-200";
export const bodyRowClass = "border-b border-slate-100 last:border-0";
