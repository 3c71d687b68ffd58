import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { StartChecklist as Checklist, StartStep } from "@pix/core/sellers/start-checklist";
import type { MemberRole } from "@/components/team/team-keys";
import { type EnterpriseStage } from "@/components/enterprises/enterprise-stage";
import { StartChecklist } from "./start-checklist";

function checklist(...done: StartStep[]): Checklist {
  const steps = (["companyApproved", "payoutKey", "firstLink", "firstSale"] as const).map((key) => ({
    key,
    done: done.includes(key),
  }));
  return { steps, complete: steps.every((step) => step.done) };
}

function render(list: Checklist, memberRole: MemberRole, stage: EnterpriseStage | null) {
  return renderToStaticMarkup(<StartChecklist checklist={list} memberRole={memberRole} stage={stage} />).replaceAll(
    "<!-- -->",
    "",
  );
}

/** The links of the list, as "text -> href". */
const links = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>(.*?)<\/a>/g)].map(
    ([, href, text]) => `${text!.replace(/<[^>]+>/g, "")} -> ${href}`,
  );

describe("StartChecklist", () => {
  it("shows each step done or not, with the way to do the next ones for an owner", () => {
    const html = render(checklist("companyApproved", "firstLink"), "owner", "approved");
    expect(html).toContain("Primeiros passos");
    expect(html).toContain("2 de 4 concluídos");
    expect(html.match(/Concluído/g)).toHaveLength(2);
    expect(links(html)).toEqual([
      "Cadastrar chave PIX -> /seller/withdrawals",
      "Compartilhar um link -> /seller/links",
    ]);
  });

  it("links a new seller to the company's form, and the money steps wait for the approval", () => {
    const html = render(checklist(), "owner", null);
    expect(links(html)).toEqual(["Completar cadastro -> /seller/onboarding"]);
    expect(html.match(/Disponível após a aprovação da empresa/g)).toHaveLength(3);
  });

  it("says how long the review takes while the company waits for it, with nothing to do meanwhile", () => {
    const html = render(checklist(), "owner", "inReview");
    expect(html).toContain("em até 2 dias úteis");
    expect(links(html)).toEqual([]);
  });

  it("offers to fix a rejected company", () => {
    expect(links(render(checklist(), "owner", "rejected"))).toEqual(["Corrigir cadastro -> /seller/onboarding"]);
  });

  it("shows every member where the account stands, linking only what their role may do", () => {
    const viewer = render(checklist("companyApproved"), "viewer", "approved");
    expect(viewer).toContain("1 de 4 concluídos");
    expect(links(viewer)).toEqual([]);
    expect(viewer).toContain("Cabe a: Proprietário");
    expect(viewer).toContain("Cabe a: Proprietário ou Financeiro");

    const finance = render(checklist("companyApproved"), "finance", "approved");
    expect(links(finance)).toEqual(["Criar link -> /seller/links"]);

    expect(links(render(checklist(), "developer", null))).toEqual([]);
  });

  it("is gone once every step is done", () => {
    expect(render(checklist("companyApproved", "payoutKey", "firstLink", "firstSale"), "owner", "approved")).toBe("");
  });
});
