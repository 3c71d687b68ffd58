"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { FormProvider, useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Steps } from "@/components/ui/steps";
import {
  CreateEnterpriseSchema,
  type EnterpriseDocumentJson,
  type EnterpriseJson,
  identityDocumentKind,
  identityKindOfType,
  missingDocumentTypes,
} from "@/lib/enterprises/schema";
import { ApiError, applyServerErrors } from "@/components/browser/api-client";
import type { z } from "@/lib/zod";
import { AddressStep } from "./address-step";
import { CompanyStep } from "./company-step";
import { DocumentsStep } from "./documents-step";
import {
  DATA_STEP_FIELDS,
  ENTERPRISE_FIELDS,
  type EnterpriseField,
  type EnterpriseFormValues,
  type Registration,
  clearDraft,
  formValuesFrom,
  loadDraft,
  saveDraft,
  stepOfField,
} from "./enterprise-form-values";
import { enterpriseStage } from "./enterprise-stage";
import { LegalRepStep } from "./legal-rep-step";
import { SubmittedNotice } from "./submitted-notice";
import { useSaveEnterprise } from "./use-save-enterprise";

const STEP_TITLES = ["Dados da empresa", "Endereço", "Representante legal", "Documentos"] as const;
const LAST_DATA_STEP = DATA_STEP_FIELDS.length - 1;
const DOCUMENTS_STEP = DATA_STEP_FIELDS.length;
const DATA_STEPS = [CompanyStep, AddressStep, LegalRepStep];

/**
 * Where the wizard opens: a saved enterprise goes to its documents, unless it was rejected and needs its data fixed.
 */
function openingStep(enterprise: EnterpriseJson | null) {
  if (!enterprise) return 0;
  return enterprise.status === "REJECTED" ? 0 : DOCUMENTS_STEP;
}

/** Sent pictures of the other identity document than `document` is of: the server removed them on its upload. */
function displacedBy(document: EnterpriseDocumentJson) {
  const kind = identityKindOfType(document.type);
  return (other: EnterpriseDocumentJson) => {
    const otherKind = identityKindOfType(other.type);
    return kind !== null && otherKind !== null && otherKind !== kind;
  };
}

export function OnboardingWizard({
  userId,
  initialEnterprise,
  registration,
}: {
  userId: string;
  initialEnterprise: EnterpriseJson | null;
  /** What the seller gave when registering, to start the company's form with. */
  registration: Registration;
}) {
  const router = useRouter();
  const [enterprise, setEnterprise] = useState(initialEnterprise);
  const [submitted, setSubmitted] = useState(
    initialEnterprise !== null && enterpriseStage(initialEnterprise) === "inReview",
  );
  const [step, setStep] = useState(openingStep(initialEnterprise));
  // A rejected enterprise reaches its documents only after its data is saved again, which resubmits it.
  const [furthestStep, setFurthestStep] = useState(
    initialEnterprise?.status === "REJECTED" ? LAST_DATA_STEP : openingStep(initialEnterprise),
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [identityKind, setIdentityKind] = useState(initialEnterprise?.identityDocumentKind ?? "RG");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveEnterprise();
  const form = useForm<EnterpriseFormValues, unknown, z.output<typeof CreateEnterpriseSchema>>({
    resolver: zodResolver(CreateEnterpriseSchema),
    defaultValues: formValuesFrom(initialEnterprise, registration),
    mode: "onTouched",
  });

  useEffect(() => {
    const draft = loadDraft(userId);
    if (!draft) return;
    form.reset({ ...form.getValues(), ...draft.values });
    if (!initialEnterprise) {
      setStep(draft.step);
      setFurthestStep(draft.step);
    }
  }, [form, userId, initialEnterprise]);

  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      // Only edits carry a field name; resets (restoring the draft) must not write it back.
      if (!name) return;
      saveDraft(userId, { values: values as Partial<EnterpriseFormValues>, step });
      // A shown error clears as soon as the value is fixed: if it waited for the blur, the message
      // would vanish as the pointer goes down on the next field, moving that field from under the click.
      if (form.getFieldState(name).invalid) void form.trigger(name);
    });
    return () => subscription.unsubscribe();
  }, [form, userId, step]);

  /** Changes step and moves focus there (to a field, or to the step's heading) for keyboard and screen-reader users. */
  function showStep(next: number, focusField?: EnterpriseField) {
    flushSync(() => {
      setStep(next);
      setFurthestStep((furthest) => Math.max(furthest, next));
    });
    if (focusField) form.setFocus(focusField);
    else headingRef.current?.focus();
  }

  function goToStep(next: number) {
    setFailure(null);
    if (!enterprise && next < DOCUMENTS_STEP) saveDraft(userId, { values: form.getValues(), step: next });
    showStep(next);
  }

  /** The first invalid control as people see the form (react-hook-form would pick the schema's field order). */
  function focusFirstInvalid() {
    const controls = Array.from(formRef.current?.elements ?? []) as HTMLInputElement[];
    controls.find((control) => control.name && form.getFieldState(control.name as EnterpriseField).invalid)?.focus();
  }

  async function goForward() {
    setFailure(null);
    if (!(await form.trigger([...DATA_STEP_FIELDS[step]!]))) {
      focusFirstInvalid();
      return;
    }
    if (step < LAST_DATA_STEP) goToStep(step + 1);
    else await saveData();
  }

  async function saveData() {
    if (!(await form.trigger())) {
      const firstInvalid = ENTERPRISE_FIELDS.find((field) => form.getFieldState(field).invalid);
      if (firstInvalid) showStep(stepOfField(firstInvalid), firstInvalid);
      return;
    }
    try {
      const saved = await save.mutateAsync({ values: form.getValues(), exists: enterprise !== null });
      clearDraft(userId);
      setEnterprise(saved);
      showStep(DOCUMENTS_STEP);
    } catch (error) {
      if (error instanceof ApiError && error.body.code === "ENTERPRISE_LOCKED") {
        clearDraft(userId);
        setFailure("Sua empresa já foi aprovada e os dados não podem mais ser alterados.");
        router.refresh();
        return;
      }
      setFailure(applyServerErrors(error, form.setError, ENTERPRISE_FIELDS));
      const firstBad =
        error instanceof ApiError ? error.body.details?.find((detail) => stepOfField(detail.path) >= 0) : undefined;
      if (firstBad) showStep(stepOfField(firstBad.path), firstBad.path as EnterpriseField);
    }
  }

  function documentUploaded(document: EnterpriseDocumentJson) {
    const displaced = displacedBy(document);
    setEnterprise((current) => {
      if (!current) return current;
      const documents = [
        ...current.documents.filter((existing) => existing.type !== document.type && !displaced(existing)),
        document,
      ];
      return { ...current, documents, identityDocumentKind: identityDocumentKind(documents) };
    });
  }

  if (submitted && enterprise) {
    return (
      <SubmittedNotice
        enterprise={enterprise}
        onEdit={() => {
          setSubmitted(false);
          setStep(0);
        }}
      />
    );
  }

  const missingDocuments = enterprise ? missingDocumentTypes(enterprise.documents, identityKind) : [];
  const DataStep = DATA_STEPS[step];
  return (
    <div className="space-y-6">
      {enterprise?.status === "REJECTED" && (
        <Alert tone="error" title="Cadastro recusado">
          <p>Motivo: {enterprise.rejectionReason ?? "não informado"}</p>
          <p className="mt-1">
            Corrija os dados e, se preciso, substitua os documentos. Ao salvar, o cadastro volta para análise.
          </p>
        </Alert>
      )}
      <Steps
        label="Etapas do cadastro"
        current={step}
        onSelect={goToStep}
        steps={STEP_TITLES.map((label, index) => ({
          label,
          reachable: index <= furthestStep,
          complete:
            index === DOCUMENTS_STEP
              ? enterprise !== null && missingDocuments.length === 0
              : index < furthestStep && enterprise?.status !== "REJECTED",
        }))}
      />
      {failure && <Alert tone="error">{failure}</Alert>}
      <Card>
        <div className="mb-6">
          <p className="text-xs font-medium uppercase tracking-wide text-slate-500">
            Etapa {step + 1} de {STEP_TITLES.length}
          </p>
          <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
            {STEP_TITLES[step]}
          </h2>
        </div>
        {DataStep ? (
          <form
            ref={formRef}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void goForward();
            }}
          >
            <FormProvider {...form}>
              <DataStep />
            </FormProvider>
            <div className="mt-6 flex justify-between gap-3">
              {step > 0 ? (
                <Button type="button" variant="secondary" onClick={() => goToStep(step - 1)}>
                  Voltar
                </Button>
              ) : (
                <span />
              )}
              <Button type="submit" loading={save.isPending} loadingText="Salvando…">
                {step === LAST_DATA_STEP ? "Salvar e continuar" : "Próximo"}
              </Button>
            </div>
          </form>
        ) : (
          enterprise && (
            <>
              <p className="mb-4 text-sm text-slate-600">
                Envie os quatro documentos. Com todos enviados, o cadastro entra na fila de análise automaticamente.
              </p>
              <DocumentsStep
                enterprise={enterprise}
                identityKind={identityKind}
                onIdentityKindChange={setIdentityKind}
                onUploaded={documentUploaded}
              />
              <div className="mt-6 flex items-center justify-between gap-3">
                <Button type="button" variant="secondary" onClick={() => goToStep(LAST_DATA_STEP)}>
                  Voltar
                </Button>
                <div className="flex items-center gap-3">
                  {missingDocuments.length > 0 && (
                    <span className="text-sm text-slate-600">
                      {missingDocuments.length === 1
                        ? "Falta 1 documento"
                        : `Faltam ${missingDocuments.length} documentos`}
                    </span>
                  )}
                  <Button type="button" disabled={missingDocuments.length > 0} onClick={() => setSubmitted(true)}>
                    Concluir
                  </Button>
                </div>
              </div>
            </>
          )
        )}
      </Card>
    </div>
  );
}
