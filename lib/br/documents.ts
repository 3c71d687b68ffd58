import { cnpj, cpf } from "cpf-cnpj-validator";
import { z } from "@/lib/zod";

/** The 27 federative units. */
export const UFS = [
  "AC", "AL", "AP", "AM", "BA", "CE", "DF", "ES", "GO", "MA", "MT", "MS", "MG", "PA",
  "PB", "PR", "PE", "PI", "RJ", "RN", "RS", "RO", "RR", "SC", "SP", "SE", "TO",
] as const;

const stripPunctuation = (value: string) => value.replace(/[\s.\-/()]/g, "");

/** CNPJ, numeric or alphanumeric (valid from July 2026), stored without punctuation, upper case. */
export const CnpjSchema = z
  .string()
  .trim()
  .transform((value) => stripPunctuation(value).toUpperCase())
  .refine((value) => /^[0-9A-Z]{12}\d{2}$/.test(value), "CNPJ deve ter 14 caracteres")
  .refine((value) => cnpj.isValid(value), "CNPJ inválido: dígitos verificadores não conferem");

export const CpfSchema = z
  .string()
  .trim()
  .transform(stripPunctuation)
  .refine((value) => /^\d{11}$/.test(value), "CPF deve ter 11 dígitos")
  .refine((value) => cpf.isValid(value), "CPF inválido: dígitos verificadores não conferem");

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
  .refine((value): value is (typeof UFS)[number] => (UFS as readonly string[]).includes(value), "UF inválida");

export function formatCnpj(value: string) {
  return value.length === 14 ? `${value.slice(0, 2)}.${value.slice(2, 5)}.${value.slice(5, 8)}/${value.slice(8, 12)}-${value.slice(12)}` : value;
}

export function formatCpf(value: string) {
  return value.length === 11 ? `${value.slice(0, 3)}.${value.slice(3, 6)}.${value.slice(6, 9)}-${value.slice(9)}` : value;
}

export function formatCep(value: string) {
  const digits = value.replace(/\D/g, "").slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}
