import { isValidCPF } from "@brazilian-utils/brazilian-utils";
import { cnpj, cpf } from "cpf-cnpj-validator";
import { z } from "@/lib/zod";

/** The 27 federative units. */
export const UFS = [
  "AC",
  "AL",
  "AP",
  "AM",
  "BA",
  "CE",
  "DF",
  "ES",
  "GO",
  "MA",
  "MT",
  "MS",
  "MG",
  "PA",
  "PB",
  "PR",
  "PE",
  "PI",
  "RJ",
  "RN",
  "RS",
  "RO",
  "RR",
  "SC",
  "SP",
  "SE",
  "TO",
] as const;

const stripPunctuation = (value: string) => value.replace(/[\s.\-/()]/g, "");

/** CNPJ, numeric or alphanumeric (valid from July 2026), stored without punctuation, upper case. */
export const CnpjSchema = z
  .string("CNPJ obrigatório")
  .trim()
  .transform((value) => stripPunctuation(value).toUpperCase())
  .refine((value) => value.length > 0, { message: "CNPJ obrigatório", abort: true })
  .refine((value) => /^[0-9A-Z]{12}\d{2}$/.test(value), { message: "CNPJ deve ter 14 caracteres", abort: true })
  .refine((value) => cnpj.isValid(value), "CNPJ inválido: dígitos verificadores não conferem");

export const CpfSchema = z
  .string()
  .trim()
  .transform(stripPunctuation)
  .refine((value) => /^\d{11}$/.test(value), { message: "CPF deve ter 11 dígitos", abort: true })
  // brazilian-utils checks the digits alone (all-equal digits aside, which do satisfy them); cpf-cnpj-validator
  // then refuses the numbers that satisfy them but belong to no one, which deserve their own message.
  .refine((value) => isValidCPF(value) || /^(\d)\1{10}$/.test(value), {
    message: "CPF inválido: dígitos verificadores não conferem",
    abort: true,
  })
  .refine(
    (value) => cpf.isValid(value),
    "CPF inválido: é um número de exemplo (como 123.456.789-09 ou todos os dígitos iguais), que não pertence a ninguém",
  );

export const CepSchema = z
  .string()
  .trim()
  .transform(stripPunctuation)
  .refine((value) => /^\d{8}$/.test(value), "CEP deve ter 8 dígitos");

export const PhoneSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s.\-()+]/g, ""))
  .refine((value) => /^\d{10,13}$/.test(value), "Telefone deve ter de 10 a 13 dígitos, com DDD");

export const UfSchema = z
  .string()
  .trim()
  .toUpperCase()
  .min(1, { message: "Selecione a UF", abort: true })
  .refine((value): value is (typeof UFS)[number] => (UFS as readonly string[]).includes(value), "UF inválida");

/** Fills `pattern`'s "#" slots with `chars`, writing a separator only once a character follows it. */
function applyMask(chars: string, pattern: string) {
  let masked = "";
  let next = 0;
  for (const symbol of pattern) {
    if (next >= chars.length) break;
    masked += symbol === "#" ? chars[next++] : symbol;
  }
  return masked;
}

/** "11.222.333/0001-81"; also formats a partial value as it is typed. */
export function formatCnpj(value: string) {
  return applyMask(
    value
      .toUpperCase()
      .replace(/[^0-9A-Z]/g, "")
      .slice(0, 14),
    "##.###.###/####-##",
  );
}

/** "529.982.247-25"; also formats a partial value as it is typed. */
export function formatCpf(value: string) {
  return applyMask(value.replace(/\D/g, "").slice(0, 11), "###.###.###-##");
}

/** "01310-100"; also formats a partial value as it is typed. */
export function formatCep(value: string) {
  return applyMask(value.replace(/\D/g, "").slice(0, 8), "#####-###");
}

/** "(11) 98765-4321", "(11) 3333-4444", "+55 (11) 98765-4321": the 10 to 13 digits PhoneSchema keeps. */
export function formatPhone(value: string): string {
  const digits = value.replace(/\D/g, "");
  if (digits.length === 12 || digits.length === 13) return `+${digits.slice(0, 2)} ${formatPhone(digits.slice(2))}`;
  if (digits.length === 11) return applyMask(digits, "(##) #####-####");
  if (digits.length === 10) return applyMask(digits, "(##) ####-####");
  return value;
}

/**
 * A document shown to someone who only needs to recognise it: a CPF with its middle six digits ("***.982.247-**", as
 * the Pix DICT shows a CPF), a CNPJ, a company's public number, whole.
 */
export function maskDocument(type: "CPF" | "CNPJ", number: string): string {
  if (type === "CNPJ") return formatCnpj(number);
  const digits = number.replace(/\D/g, "");
  return digits.length === 11 ? `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**` : "***";
}

/** "(11) 98765-4321" as it is typed: the area code, then eight or nine digits; past eleven digits, the country code. */
export function maskPhone(text: string): string {
  const digits = text.replace(/\D/g, "").slice(0, 13);
  if (digits.length > 11) return formatPhone(digits);
  return applyMask(digits, digits.length === 11 ? "(##) #####-####" : "(##) ####-####");
}
