import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { EVENT_TYPES, TEST_EVENT_TYPE } from "@/lib/events/event-types";
import { ERROR_CODES } from "@/lib/http/errors";
import { MAX_PER_PAGE } from "@/lib/http/pagination";

const guide = readFileSync("docs/API.md", "utf8");

// The integrators' guide is written by hand: these keep its closed lists in step with the code.
it("names every error code and every webhook event type", () => {
  expect(Object.keys(ERROR_CODES).filter((code) => !guide.includes(`\`${code}\``))).toEqual([]);
  expect([...EVENT_TYPES, TEST_EVENT_TYPE].filter((type) => !guide.includes(`| \`${type}\` |`))).toEqual([]);
});

it("states the page size limit, and neither it nor the README points outside the repository", () => {
  expect(guide).toContain(`\`perPage\` (1 to ${MAX_PER_PAGE}, default 20)`);
  expect(guide).not.toContain("shared/");
  expect(readFileSync("README.md", "utf8")).not.toContain("shared/");
});
