import { formatCnpj, formatCpf } from "@/lib/br/documents";

export type DocumentType = "CPF" | "CNPJ";

export function formatDocument(type: DocumentType, number: string) {
  return type === "CPF" ? formatCpf(number) : formatCnpj(number);
}
