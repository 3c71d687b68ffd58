import { CnpjSchema, CpfSchema, PhoneSchema } from "@/lib/br/documents";
import { EmailSchema } from "@/lib/users/schema";
import { z } from "@/lib/zod";

export const DocumentKindSchema = z
  .string("Informe CPF ou CNPJ")
  .trim()
  .toUpperCase()
  .pipe(z.enum(["CPF", "CNPJ"], "Informe CPF ou CNPJ"));

/** Checks the number against its type and stores it without punctuation. */
function withValidNumber<T extends { documentType: "CPF" | "CNPJ"; documentNumber: string }>(
  value: T,
  ctx: z.RefinementCtx,
  path: string[],
) {
  const parsed = (value.documentType === "CPF" ? CpfSchema : CnpjSchema).safeParse(value.documentNumber);
  if (!parsed.success) {
    ctx.addIssue({ code: "custom", path, message: parsed.error.issues[0]?.message ?? "Documento inválido" });
    return z.NEVER;
  }
  return { ...value, documentNumber: parsed.data };
}

const CustomerNameSchema = z
  .string("Informe o nome")
  .trim()
  .min(2, "Informe o nome completo")
  .max(200, "Nome longo demais");

export const CreateCustomerSchema = z
  .object({
    name: CustomerNameSchema,
    email: EmailSchema,
    phone: PhoneSchema.optional(),
    documentType: DocumentKindSchema,
    documentNumber: z.string("Informe o número do documento").max(30),
  })
  .strict()
  .transform((value, ctx) => withValidNumber(value, ctx, ["documentNumber"]))
  .meta({ id: "CreateCustomerInput" });

export const UpdateCustomerSchema = z
  .object({
    name: CustomerNameSchema.optional(),
    email: EmailSchema.optional(),
    phone: PhoneSchema.nullable().optional(),
  })
  .strict()
  .refine((value) => Object.keys(value).length > 0, "Envie ao menos um campo para alterar")
  .meta({ id: "UpdateCustomerInput" });

/** The buyer as a payment carries it: `document: { type, number }` (type in any case). */
export const PaymentCustomerSchema = z
  .object({
    name: CustomerNameSchema,
    email: EmailSchema,
    phone: PhoneSchema.optional(),
    document: z
      .object({ type: DocumentKindSchema, number: z.string("Informe o número do documento").max(30) })
      .strict(),
  })
  .strict()
  .transform((value, ctx) => {
    const checked = withValidNumber({ documentType: value.document.type, documentNumber: value.document.number }, ctx, [
      "document",
      "number",
    ]);
    return {
      name: value.name,
      email: value.email,
      phone: value.phone,
      documentType: checked.documentType,
      documentNumber: checked.documentNumber,
    };
  });

export const CustomerListQuerySchema = z.object({ search: z.string().trim().min(1).max(100).optional() });

export const CustomerIdParamsSchema = z.object({ id: z.uuid("Identificador inválido") });

export const CustomerSchema = z
  .object({
    id: z.uuid(),
    sellerId: z.uuid(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    documentType: z.enum(["CPF", "CNPJ"]),
    documentNumber: z.string(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: "Customer" });

export type CustomerInput = z.output<typeof CreateCustomerSchema>;
export type UpdateCustomerInput = z.output<typeof UpdateCustomerSchema>;
