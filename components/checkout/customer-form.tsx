"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { idempotencyKeys } from "@/components/browser/idempotency-key";
import { ApiError, applyServerErrors } from "@/components/browser/api-client";
import { checkoutResolver } from "./checkout-resolver";
import { DocumentField } from "./document-field";
import { StepHeading } from "./step-heading";
import { type CheckoutPaymentBody, useCreateCheckoutPayment } from "./use-create-checkout-payment";

export type BuyerDetails = NonNullable<CheckoutPaymentBody["customer"]>;

const EMPTY_BUYER: BuyerDetails = { name: "", email: "", document: { type: "CPF", number: "" } };
const FIELDS = [
  "customer.name",
  "customer.email",
  "customer.phone",
  "customer.document.type",
  "customer.document.number",
] as const;

const LINK_UNAVAILABLE_CODES = new Set(["PAYMENT_LINK_INACTIVE", "PAYMENT_LINK_EXPIRED", "PAYMENT_LINK_LIMIT_REACHED"]);

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

type CustomerFormProps = {
  hash: string;
  paymentLinkId: string;
  initialBuyer: BuyerDetails | null;
  moveFocus: boolean;
  onCreated: (paymentId: string, buyer: BuyerDetails) => void;
};

/** The buyer's details, validated with the API's own schemas, then the PIX charge. */
export function CustomerForm({ hash, paymentLinkId, initialBuyer, moveFocus, onCreated }: CustomerFormProps) {
  const router = useRouter();
  const createPayment = useCreateCheckoutPayment(hash);
  const [keys] = useState(idempotencyKeys);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CheckoutPaymentBody>({
    resolver: checkoutResolver,
    mode: "onTouched",
    defaultValues: { paymentLinkId, paymentMethod: "pix", customer: initialBuyer ?? EMPTY_BUYER },
  });
  const errors = form.formState.errors.customer;

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const payment = await createPayment.mutateAsync({ body, idempotencyKey: keys.keyFor(body) });
      onCreated(payment.id, body.customer ?? EMPTY_BUYER);
    } catch (error) {
      setFailure(applyServerErrors(error, form.setError, FIELDS));
      // The link was switched off, expired or filled up meanwhile: the page re-renders with that message.
      if (error instanceof ApiError && LINK_UNAVAILABLE_CODES.has(error.body.code)) router.refresh();
    }
  });

  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <StepHeading moveFocus={moveFocus}>Seus dados</StepHeading>
      <p className="mt-1 text-sm text-slate-600">Preencha para gerar o código PIX.</p>
      <form method="post" onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
        {failure && <Alert tone="error">{failure}</Alert>}
        <TextField
          label="Nome completo"
          autoComplete="name"
          error={errors?.name?.message}
          {...form.register("customer.name")}
        />
        <TextField
          label="E-mail"
          type="email"
          inputMode="email"
          autoComplete="email"
          hint="Para o comprovante do pagamento."
          error={errors?.email?.message}
          {...form.register("customer.email")}
        />
        <DocumentField form={form} />
        <TextField
          label="Celular (opcional)"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="(11) 98765-4321"
          hint="Com DDD."
          error={errors?.phone?.message}
          {...form.register("customer.phone", { setValueAs: blankToUndefined })}
        />
        <Button
          type="submit"
          loading={form.formState.isSubmitting}
          loadingText="Gerando o PIX…"
          size="lg"
          className="w-full"
        >
          Pagar com PIX
        </Button>
      </form>
    </section>
  );
}
