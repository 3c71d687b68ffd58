import type { TdHTMLAttributes, ThHTMLAttributes } from "react";

// The table itself is a client component (it labels the cells for the phone's cards); this module
// stays importable from server components, which use the row classes below.
export { Table } from "./table-frame";

type Align = { numeric?: boolean };

export function Th({ numeric, className = "", ...props }: ThHTMLAttributes<HTMLTableCellElement> & Align) {
  return (
    <th
      scope="col"
      className={`whitespace-nowrap py-2 pr-4 font-medium text-slate-500 last:pr-0 ${numeric ? "text-right" : ""} ${className}`}
      {...props}
    />
  );
}

export function Td({ numeric, className = "", ...props }: TdHTMLAttributes<HTMLTableCellElement> & Align) {
  return (
    <td
      className={`py-2 pr-4 align-top last:pr-0 ${numeric ? "whitespace-nowrap text-right tabular-nums" : ""} ${className}`}
      {...props}
    />
  );
}

export const headRowClass = "border-b border-slate-200";
export const bodyRowClass = "border-b border-slate-100 last:border-0";
