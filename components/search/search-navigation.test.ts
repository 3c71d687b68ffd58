import { describe, expect, it } from "vitest";
import type { SearchResponse, SearchResult } from "@/lib/search/schema";
import { isSearchShortcut, mergePages, nextActive, nextPageOf, optionsOf } from "./search-navigation";

const result = (type: SearchResult["type"], id: string): SearchResult => ({
  type,
  id,
  label: id,
  secondary: "",
  url: `/${id}`,
  exact: false,
});

const response = (page: number, groups: [SearchResult["type"], string[], boolean][]): SearchResponse => ({
  query: "ana",
  page,
  perPage: 2,
  groups: groups.map(([type, ids, hasMore]) => ({
    type,
    label: type,
    items: ids.map((id) => result(type, id)),
    hasMore,
  })),
});

describe("nextActive", () => {
  it("moves down and up through the options, wrapping around at either end", () => {
    expect(nextActive(-1, "ArrowDown", 3)).toBe(0);
    expect(nextActive(0, "ArrowDown", 3)).toBe(1);
    expect(nextActive(2, "ArrowDown", 3)).toBe(0);
    expect(nextActive(-1, "ArrowUp", 3)).toBe(2);
    expect(nextActive(0, "ArrowUp", 3)).toBe(2);
    expect(nextActive(2, "ArrowUp", 3)).toBe(1);
  });

  it("jumps to the first and the last with Home and End", () => {
    expect(nextActive(1, "Home", 3)).toBe(0);
    expect(nextActive(1, "End", 3)).toBe(2);
  });

  it("leaves every other key to the text field, and has nowhere to go in an empty list", () => {
    expect(nextActive(1, "a", 3)).toBeNull();
    expect(nextActive(1, "Enter", 3)).toBeNull();
    expect(nextActive(-1, "ArrowDown", 0)).toBeNull();
  });
});

describe("isSearchShortcut", () => {
  const key = (overrides: Partial<Parameters<typeof isSearchShortcut>[0]>) =>
    isSearchShortcut({ key: "k", ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...overrides });

  it("is Ctrl+K, or ⌘+K, in either case", () => {
    expect(key({ ctrlKey: true })).toBe(true);
    expect(key({ metaKey: true })).toBe(true);
    expect(key({ ctrlKey: true, key: "K" })).toBe(true);
  });

  it("is not K alone, nor with another modifier, nor another letter", () => {
    expect(key({})).toBe(false);
    expect(key({ ctrlKey: true, shiftKey: true })).toBe(false);
    expect(key({ ctrlKey: true, altKey: true })).toBe(false);
    expect(key({ ctrlKey: true, key: "j" })).toBe(false);
  });
});

describe("the pages of results", () => {
  const first = response(1, [
    ["payment", ["p1", "p2"], true],
    ["link", [], false],
    ["customer", ["c1"], false],
  ]);
  const second = response(2, [
    ["payment", ["p3"], false],
    ["link", [], false],
    ["customer", [], false],
  ]);

  it("asks for the next page while a group has more", () => {
    expect(nextPageOf(first)).toBe(2);
    expect(nextPageOf(second)).toBeUndefined();
  });

  it("adds each page's results to their group and leaves out the empty groups", () => {
    const groups = mergePages([first, second]);
    expect(groups.map((group) => [group.type, group.items.map((item) => item.id)])).toEqual([
      ["payment", ["p1", "p2", "p3"]],
      ["customer", ["c1"]],
    ]);
  });

  it("lists the results in the groups' order, then the row that loads more", () => {
    const groups = mergePages([first]);
    expect(optionsOf(groups, true).map((option) => option.key)).toEqual([
      "payment:p1",
      "payment:p2",
      "customer:c1",
      "more",
    ]);
    expect(optionsOf(groups, false).map((option) => option.key)).toEqual(["payment:p1", "payment:p2", "customer:c1"]);
  });
});
