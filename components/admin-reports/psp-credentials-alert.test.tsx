import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PspCredentialsAlert } from "./psp-credentials-alert";

describe("PspCredentialsAlert", () => {
  it("says since when the PSP refuses our credentials (São Paulo time) and what to check", () => {
    const html = renderToStaticMarkup(
      <PspCredentialsAlert refusal={{ since: new Date("2026-11-27T17:05:00Z"), detail: "401 invalid_client" }} />,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain("O PSP recusou nossas credenciais desde 27/11/2026, 14:05");
    expect(html).toContain("401 invalid_client");
    expect(html).toContain("PIX_CLIENT_SECRET");
  });

  it("shows nothing while the PSP accepts them", () => {
    expect(renderToStaticMarkup(<PspCredentialsAlert refusal={null} />)).toBe("");
  });
});
