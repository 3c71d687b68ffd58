import { formatCep, formatCnpj, formatCpf, formatPhone } from "@/lib/br/documents";
import {
  ADDRESS_STEP_FIELDS,
  COMPANY_STEP_FIELDS,
  type CreateEnterpriseSchema,
  type EnterpriseJson,
  LEGAL_REP_STEP_FIELDS,
} from "@/lib/enterprises/schema";
import { parseReais } from "@/lib/money";
import type { z } from "@/lib/zod";
import { reaisFromCents } from "@/components/ui/money-field";

/** What the wizard's inputs hold: the API's input shape, sent as typed (the API strips punctuation). */
export type EnterpriseFormValues = z.input<typeof CreateEnterpriseSchema>;
export type EnterpriseField = keyof EnterpriseFormValues;

/** The data steps, in order; the documents step follows them. */
export const DATA_STEP_FIELDS = [COMPANY_STEP_FIELDS, ADDRESS_STEP_FIELDS, LEGAL_REP_STEP_FIELDS] as const;
export const ENTERPRISE_FIELDS: readonly EnterpriseField[] = DATA_STEP_FIELDS.flat();

export function stepOfField(field: string): number {
  return DATA_STEP_FIELDS.findIndex((fields) => (fields as readonly string[]).includes(field));
}

const EMPTY: EnterpriseFormValues = Object.fromEntries(
  ENTERPRISE_FIELDS.map((field) => [field, ""]),
) as EnterpriseFormValues;

/** What registration asked (the account's company name and e-mail), which a new company's form starts with. */
export type Registration = { companyName: string; email: string };

/**
 * The form's starting values: a new company's with what registration asked filled in, or the saved enterprise shown
 * the way people type it.
 */
export function formValuesFrom(enterprise: EnterpriseJson | null, registration: Registration): EnterpriseFormValues {
  if (!enterprise) {
    return {
      ...EMPTY,
      companyName: registration.companyName,
      email: registration.email,
      contactEmail: registration.email,
    };
  }
  return {
    ...(Object.fromEntries(ENTERPRISE_FIELDS.map((field) => [field, enterprise[field]])) as EnterpriseFormValues),
    averageRevenue: reaisFromCents(parseReais(enterprise.averageRevenue) ?? 0),
    averageTicket: reaisFromCents(parseReais(enterprise.averageTicket) ?? 0),
    website: enterprise.website ?? "",
    sellsPhysicalProducts: enterprise.sellsPhysicalProducts ? "true" : "false",
    cnpj: formatCnpj(enterprise.cnpj),
    phone: formatPhone(enterprise.phone),
    contactPhone: formatPhone(enterprise.contactPhone),
    legalRepPhone: formatPhone(enterprise.legalRepPhone),
    addressZipCode: formatCep(enterprise.addressZipCode),
    addressComplement: enterprise.addressComplement ?? "",
    legalRepCpf: formatCpf(enterprise.legalRepCpf),
    legalRepStartDate: enterprise.legalRepStartDate.slice(0, 10),
  };
}

type Draft = { values: Partial<EnterpriseFormValues>; step: number };

const draftKey = (userId: string) => `enterprise-onboarding-draft:${userId}`;

/** Unsaved wizard input kept in this browser, so a reload does not lose it. */
export function loadDraft(userId: string): Draft | null {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(draftKey(userId)) ?? "null");
    if (!raw || typeof raw !== "object") return null;
    const { values, step } = raw as { values?: Record<string, unknown>; step?: unknown };
    // Only known fields with string values: the API refuses unknown keys, and storage may hold anything.
    const known = Object.entries(values ?? {}).filter(
      ([field, value]) => (ENTERPRISE_FIELDS as readonly string[]).includes(field) && typeof value === "string",
    );
    return {
      values: Object.fromEntries(known),
      step: typeof step === "number" && step >= 0 && step < DATA_STEP_FIELDS.length ? step : 0,
    };
  } catch {
    return null;
  }
}

export function saveDraft(userId: string, draft: Draft) {
  try {
    localStorage.setItem(draftKey(userId), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the wizard still works, it just cannot survive a reload.
  }
}

export function clearDraft(userId: string) {
  try {
    localStorage.removeItem(draftKey(userId));
  } catch {}
}
