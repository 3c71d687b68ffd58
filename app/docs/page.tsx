import type { Metadata } from "next";
import { ApiReference } from "@/components/docs/api-reference";
import { DocsShell } from "@/components/docs/docs-shell";

export const metadata: Metadata = { title: "Referência da API" };

export default function DocsPage() {
  return (
    <DocsShell current="/docs">
      <ApiReference />
    </DocsShell>
  );
}
