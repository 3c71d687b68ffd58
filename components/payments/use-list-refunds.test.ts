import { describe, expect, it } from "vitest";
import type { RefundJson } from "@/lib/refunds/schema";
import { settledSince } from "./use-list-refunds";

const refund = (id: string, status: RefundJson["status"]) => ({ id, status }) as RefundJson;
const list = (...data: RefundJson[]) => ({
  data,
  currentPage: 1,
  perPage: 20,
  totalRecords: data.length,
  totalPages: 1,
});

describe("settledSince: when the drawer reads the payment again", () => {
  it("sees a refund that left PROCESSING", () => {
    expect(settledSince(list(refund("a", "PROCESSING")), list(refund("a", "DONE")))).toBe(true);
    expect(settledSince(list(refund("a", "PROCESSING")), list(refund("a", "FAILED")))).toBe(true);
  });

  it("sees a refund made since and already settled at its first sight", () => {
    // The request's answer said PROCESSING and the payment was read then; the PSP's answer came before this reading.
    expect(settledSince(list(refund("a", "DONE")), list(refund("b", "DONE"), refund("a", "DONE")))).toBe(true);
  });

  it("is quiet when nothing settled: the first reading, one still under way, or the same settled ones", () => {
    expect(settledSince(undefined, list(refund("a", "DONE")))).toBe(false);
    expect(settledSince(list(refund("a", "PROCESSING")), list(refund("a", "PROCESSING")))).toBe(false);
    expect(settledSince(list(refund("a", "DONE")), list(refund("a", "DONE")))).toBe(false);
    expect(settledSince(list(refund("a", "DONE")), list(refund("b", "PROCESSING"), refund("a", "DONE")))).toBe(false);
  });
});
