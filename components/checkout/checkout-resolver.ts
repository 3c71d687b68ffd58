import { zodResolver } from "@hookform/resolvers/zod";
import { type Resolver, get, set } from "react-hook-form";
import { CnpjSchema, CpfSchema } from "@/lib/br/documents";
import { CreatePaymentSchema } from "@/lib/payments/schema";
import type { CheckoutPaymentBody } from "./use-create-checkout-payment";

// `raw`: the API gets the buyer's data as typed and normalises it itself, with the same schema.
const apiResolver = zodResolver(CreatePaymentSchema, undefined, { raw: true });

const NUMBER_PATH = "customer.document.number";

function documentNumberError(document: NonNullable<CheckoutPaymentBody["customer"]>["document"] | undefined) {
  if (!document) return null;
  const parsed = (document.type === "CNPJ" ? CnpjSchema : CpfSchema).safeParse(document.number);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? "Documento inválido");
}

/**
 * The API's schema, plus its CPF/CNPJ check run on its own: inside the API's schema the check
 * digits are tested only once the name and e-mail are valid, which would leave a wrong document
 * unmentioned until those are fixed.
 */
export const checkoutResolver: Resolver<CheckoutPaymentBody> = async (values, context, options) => {
  const result = await apiResolver(values, context, options);
  const message = documentNumberError(values.customer?.document);
  if (!message || get(result.errors, NUMBER_PATH)) return result;
  const errors = { ...result.errors };
  set(errors, NUMBER_PATH, { type: "custom", message });
  return { values: {}, errors };
};
