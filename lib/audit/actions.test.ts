import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AUDIT_ACTIONS, AUDIT_ACTION_OPTIONS, auditActionLabel } from "./actions";

const LIB = path.resolve(import.meta.dirname, "..");

function sources(dir = LIB): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sources(full);
    return entry.name.endsWith(".ts") && !/\.(test|d)\.ts$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The action codes the services record: every `action:` followed by quoted "area.what" codes on its line (a ternary
 * names two), and the codes a template builds (`user.totp_${change}`) as the pattern they match.
 */
function recordedActions() {
  const literals = new Set<string>();
  const templates = new Set<string>();
  for (const file of sources()) {
    for (const [, expression] of readFileSync(file, "utf8").matchAll(/\baction: ([^\n]+)/g)) {
      for (const [, code] of expression!.matchAll(/"([a-z_]+\.[a-z_]+)"/g)) literals.add(code!);
      for (const [, template] of expression!.matchAll(/`([a-z_]+\.[^`]*\$\{[^`]*)`/g)) templates.add(template!);
    }
  }
  return { literals: [...literals], templates: [...templates] };
}

describe("the audit log's words", () => {
  it("has words for every action recorded in lib/", () => {
    const { literals, templates } = recordedActions();
    expect(literals.length).toBeGreaterThan(40);
    expect(literals.filter((code) => !Object.hasOwn(AUDIT_ACTIONS, code))).toEqual([]);
    for (const template of templates) {
      const pattern = new RegExp(`^${template.replace(/\$\{[^}]*\}/g, "[a-z_]+").replaceAll(".", "\\.")}$`);
      expect(
        Object.keys(AUDIT_ACTIONS).some((code) => pattern.test(code)),
        template,
      ).toBe(true);
    }
  });

  it("says what happened in Portuguese, and shows an old code as stored", () => {
    expect(auditActionLabel("payout_key.changed")).toBe("Chave PIX de saque alterada");
    expect(auditActionLabel("team.invited")).toBe("Pessoa convidada para a equipe");
    expect(auditActionLabel("user.password_reset")).toBe("Senha redefinida pelo link enviado por e-mail");
    expect(auditActionLabel("credentials.regenerated")).toBe("Credenciais de integração geradas de novo");
    expect(auditActionLabel("something.retired")).toBe("something.retired");
    expect(auditActionLabel("toString")).toBe("toString");
  });

  it("offers every action in the filter, in the order of its words", () => {
    expect(AUDIT_ACTION_OPTIONS).toHaveLength(Object.keys(AUDIT_ACTIONS).length);
    const labels = AUDIT_ACTION_OPTIONS.map((option) => option.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, "pt-BR")));
    expect(new Set(labels).size).toBe(labels.length);
  });
});
