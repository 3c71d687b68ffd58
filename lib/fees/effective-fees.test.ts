import { describe, expect, it } from "vitest";
import { selectEffectiveFees } from "./effective-fees";

const SELLER = "seller";
const fee = (name: string, sellerId: string | null, target: "SERVICE" | "GATEWAY", isActive = true) => ({
  name,
  sellerId,
  target,
  isActive,
});
const DEFAULTS = [
  fee("service fixed", null, "SERVICE"),
  fee("service percent", null, "SERVICE"),
  fee("gateway", null, "GATEWAY"),
];
const names = (fees: { name: string }[]) => fees.map((f) => f.name);

describe("selectEffectiveFees", () => {
  it("applies the defaults to a seller without fees of their own", () => {
    expect(names(selectEffectiveFees(DEFAULTS, SELLER))).toEqual(["service fixed", "service percent", "gateway"]);
  });

  it("drops every default of a target the seller has an own active fee of, and only that target", () => {
    expect(names(selectEffectiveFees([...DEFAULTS, fee("own service", SELLER, "SERVICE")], SELLER))).toEqual([
      "gateway",
      "own service",
    ]);
  });

  it("ignores inactive fees, another seller's fees and inactive defaults", () => {
    const fees = [
      fee("service fixed", null, "SERVICE", false),
      fee("own off", SELLER, "SERVICE", false),
      fee("other's", "other", "GATEWAY"),
      ...DEFAULTS.slice(1),
    ];
    expect(names(selectEffectiveFees(fees, SELLER))).toEqual(["service percent", "gateway"]);
  });
});
