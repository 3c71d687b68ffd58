import { describe, expect, it } from "vitest";
import { assertTransition, canTransition } from "./state";

describe("payment state machine", () => {
  it("allows exactly the documented moves", () => {
    const all = ["CREATED", "PENDING", "FINISHED", "CANCELLED", "REFUNDED"] as const;
    const allowed = all.flatMap((from) => all.filter((to) => canTransition(from, to)).map((to) => `${from}->${to}`));
    expect(allowed.sort()).toEqual([
      "CREATED->CANCELLED",
      "CREATED->PENDING",
      "FINISHED->REFUNDED",
      "PENDING->CANCELLED",
      "PENDING->FINISHED",
    ]);
  });

  it("refuses the rest with a 422", () => {
    expect(() => assertTransition("CANCELLED", "FINISHED")).toThrow(
      expect.objectContaining({ code: "INVALID_STATUS_TRANSITION", status: 422 }),
    );
  });
});
