import { CopyButton } from "./copy-button";

/**
 * A snippet to paste into a terminal or an editor. The copy button sits in a bar above the code,
 * not over it, so long lines scrolling sideways never run under it. `label` names it for screen readers.
 */
export function CodeBlock({ code, label, language }: { code: string; label: string; language: string }) {
  return (
    <div className="overflow-hidden rounded-lg bg-slate-900">
      <div className="flex items-center justify-between gap-2 border-b border-slate-700 py-1.5 pl-4 pr-1.5">
        <span className="text-xs font-medium text-slate-400">{language}</span>
        <CopyButton text={code} label={label} />
      </div>
      <pre className="overflow-x-auto p-4 text-xs leading-relaxed text-slate-100">
        <code>{code}</code>
      </pre>
    </div>
  );
}
