import { describe, expect, it } from "vitest";
import { invitationStep } from "./invitation-state";

const invitation = { email: "fernanda@loja.example.com", accountExists: false };

describe("invitationStep", () => {
  it("asks a visitor with no account for a name and a password", () => {
    expect(invitationStep(invitation, null)).toBe("create-account");
  });

  it("sends a visitor whose address has an account to sign in first", () => {
    expect(invitationStep({ ...invitation, accountExists: true }, null)).toBe("sign-in");
  });

  it("lets the invited address accept in one click", () => {
    expect(invitationStep({ ...invitation, accountExists: true }, "fernanda@loja.example.com")).toBe("accept");
  });

  it("stops anyone signed in with another address, whether or not the invited one has an account", () => {
    expect(invitationStep(invitation, "outra@loja.example.com")).toBe("other-account");
    expect(invitationStep({ ...invitation, accountExists: true }, "outra@loja.example.com")).toBe("other-account");
  });
});
