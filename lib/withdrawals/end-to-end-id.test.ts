import { expect, it } from "vitest";
import { endToEndIdMinute, RecordManualPayoutSchema } from "./schema";

it("reads the minute (UTC) an end-to-end id says its Pix was made", () => {
  expect(endToEndIdMinute("E60701190202611271432Ab3dE5fG7h9")).toEqual(new Date("2026-11-27T14:32:00Z"));
  expect(endToEndIdMinute("E00000000202402292359zzzzzzzzzzz")).toEqual(new Date("2024-02-29T23:59:00Z"));
});

it.each([
  ["a devolução's id", "D60701190202611271432Ab3dE5fG7h9"],
  ["a lower-case e", "e60701190202611271432Ab3dE5fG7h9"],
  ["31 characters", "E60701190202611271432Ab3dE5fG7h"],
  ["33 characters", "E60701190202611271432Ab3dE5fG7h90"],
  ["a letter in the ISPB", "E6070119A202611271432Ab3dE5fG7h9"],
  ["a symbol in the tail", "E60701190202611271432Ab3dE5fG7h-"],
  ["month 13", "E60701190202613271432Ab3dE5fG7h9"],
  ["30 February", "E60701190202602301432Ab3dE5fG7h9"],
  ["29 February of a common year", "E60701190202502291432Ab3dE5fG7h9"],
  ["hour 24", "E60701190202611272432Ab3dE5fG7h9"],
  ["minute 60", "E60701190202611271460Ab3dE5fG7h9"],
])("refuses %s", (_, value) => {
  expect(endToEndIdMinute(value)).toBeNull();
});

it("takes the id as pasted from a receipt, spaces around it aside, and says what one looks like otherwise", () => {
  expect(RecordManualPayoutSchema.parse({ endToEndId: " E60701190202611271432Ab3dE5fG7h9\n" })).toEqual({
    endToEndId: "E60701190202611271432Ab3dE5fG7h9",
  });
  const refused = RecordManualPayoutSchema.safeParse({ endToEndId: "E6070119020261127" });
  expect(refused.error?.issues).toMatchObject([
    { path: ["endToEndId"], message: expect.stringContaining("ISPB do banco (8 dígitos)") },
  ]);
  expect(
    RecordManualPayoutSchema.safeParse({ endToEndId: "E60701190202611271432Ab3dE5fG7h9", paidAt: "2026-11-27" })
      .success,
  ).toBe(false);
});
