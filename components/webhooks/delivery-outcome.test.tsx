import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DeliveryOutcome } from "./delivery-outcome";
import type { DeliveryJson } from "./webhook-keys";

const delivery: DeliveryJson = {
  id: "11111111-1111-4111-8111-111111111111",
  eventId: "22222222-2222-4222-8222-222222222222",
  eventType: "webhook.test",
  status: "PENDING",
  attempts: 1,
  nextAttemptAt: "2026-11-27T12:00:30.000Z",
  lastStatusCode: null,
  lastResponse: null,
  lastError: "getaddrinfo ENOTFOUND loja.invalid",
  lastErrorCode: "ENOTFOUND",
  failureReason: "Endereço não encontrado: o nome do servidor na URL não existe no DNS.",
  deliveredAt: null,
  createdAt: "2026-11-27T12:00:00.000Z",
};

const render = (json: DeliveryJson) =>
  renderToStaticMarkup(<DeliveryOutcome delivery={json} />).replaceAll("<!-- -->", "");

describe("DeliveryOutcome", () => {
  it("says why the delivery failed in words, the technical code and message folded away for support", () => {
    const html = render(delivery);
    expect(html).toContain("Endereço não encontrado: o nome do servidor na URL não existe no DNS.");
    const [shown, folded] = html.split("<details");
    expect(shown).not.toContain("ENOTFOUND");
    expect(folded).toContain("<summary");
    expect(folded).toContain("ENOTFOUND");
    expect(folded).toContain("getaddrinfo ENOTFOUND loja.invalid");
  });

  it("says nothing of a failure once delivered", () => {
    const html = render({
      ...delivery,
      status: "SUCCEEDED",
      lastStatusCode: 200,
      lastError: null,
      lastErrorCode: null,
      failureReason: null,
      deliveredAt: "2026-11-27T12:00:01.000Z",
    });
    expect(html).not.toContain("Motivo");
    expect(html).not.toContain("<details");
  });
});
