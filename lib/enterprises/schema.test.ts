import { describe, expect, it } from "vitest";
import { validEnterpriseInput } from "@/lib/testing/enterprises";
import {
  CreateEnterpriseSchema,
  DocumentTypeSchema,
  identityDocumentKind,
  missingDocumentTypes,
  requiredDocumentTypes,
} from "./schema";

const messagesAt = (input: Record<string, unknown>, path: string) =>
  CreateEnterpriseSchema.safeParse(input)
    .error?.issues.filter((issue) => issue.path.join(".") === path)
    .map((issue) => issue.message);

describe("CreateEnterpriseSchema", () => {
  it("says CNPJ obrigatório for a CNPJ left empty or not sent", () => {
    expect(messagesAt(validEnterpriseInput({ cnpj: "" }), "cnpj")).toEqual(["CNPJ obrigatório"]);
    const { cnpj: _cnpj, ...withoutCnpj } = validEnterpriseInput();
    expect(messagesAt(withoutCnpj, "cnpj")).toEqual(["CNPJ obrigatório"]);
  });
});

describe("identity documents", () => {
  it("takes the pictures of a CNH as well as of an RG", () => {
    for (const type of ["RG_FRONT", "RG_BACK", "SELFIE_WITH_RG", "CNH_FRONT", "CNH_BACK", "SELFIE_WITH_CNH"])
      expect(DocumentTypeSchema.parse(type)).toBe(type);
    expect(requiredDocumentTypes("RG")).toEqual(["SOCIAL_CONTRACT", "RG_FRONT", "RG_BACK", "SELFIE_WITH_RG"]);
    expect(requiredDocumentTypes("CNH")).toEqual(["SOCIAL_CONTRACT", "CNH_FRONT", "CNH_BACK", "SELFIE_WITH_CNH"]);
  });

  it("reads the kind from the pictures sent: a CNH once one of its pictures is in, an RG otherwise", () => {
    expect(identityDocumentKind([])).toBe("RG");
    expect(identityDocumentKind([{ type: "SOCIAL_CONTRACT" }, { type: "RG_FRONT" }])).toBe("RG");
    expect(identityDocumentKind([{ type: "SOCIAL_CONTRACT" }, { type: "CNH_BACK" }])).toBe("CNH");
  });

  it("counts a company complete with its contract and one whole identity document", () => {
    const rg = (["SOCIAL_CONTRACT", "RG_FRONT", "RG_BACK", "SELFIE_WITH_RG"] as const).map((type) => ({ type }));
    const cnh = (["SOCIAL_CONTRACT", "CNH_FRONT", "CNH_BACK", "SELFIE_WITH_CNH"] as const).map((type) => ({ type }));
    expect(missingDocumentTypes(rg)).toEqual([]);
    expect(missingDocumentTypes(cnh)).toEqual([]);
    expect(missingDocumentTypes([{ type: "CNH_FRONT" }])).toEqual(["SOCIAL_CONTRACT", "CNH_BACK", "SELFIE_WITH_CNH"]);
    expect(missingDocumentTypes([])).toEqual(["SOCIAL_CONTRACT", "RG_FRONT", "RG_BACK", "SELFIE_WITH_RG"]);
    // The wizard asks for the kind the seller picked before any picture of it is in.
    expect(missingDocumentTypes([{ type: "SOCIAL_CONTRACT" }], "CNH")).toEqual([
      "CNH_FRONT",
      "CNH_BACK",
      "SELFIE_WITH_CNH",
    ]);
  });
});
