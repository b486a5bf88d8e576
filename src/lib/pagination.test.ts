import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pageSlice, paginationItems, totalPages, type PaginationItem } from "./pagination";

/** Checks one result against the rule of spec §9, written out independently of the code. */
function expectRule(total: number, current: number, items: PaginationItem[]) {
  const label = `total ${total}, current ${current}: ${JSON.stringify(items)}`;
  if (total <= 1) {
    expect(items, label).toEqual([]);
    return;
  }
  if (total <= 7) {
    expect(items, label).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    return;
  }
  const numbers = items.filter((item): item is number => typeof item === "number");
  const wanted = [...new Set([1, current - 1, current, current + 1, total])]
    .filter((page) => page >= 1 && page <= total)
    .sort((a, b) => a - b);
  expect(numbers, label).toEqual(wanted);
  expect(items[0], label).toBe(1);
  expect(items.at(-1), label).toBe(total);
  // An ellipsis exactly where numbers are skipped, "start" before the current page, "end" after.
  for (let i = 1; i < items.length; i += 1) {
    const item = items[i]!;
    const before = items[i - 1]!;
    if (typeof item === "number" && typeof before === "number") {
      expect(item - before, label).toBe(1);
    } else if (typeof item !== "number") {
      const after = items[i + 1];
      expect(typeof before === "number" && typeof after === "number", label).toBe(true);
      expect(Number(after) - Number(before), label).toBeGreaterThan(1);
      expect(item, label).toBe(Number(after) <= current ? "ellipsis-start" : "ellipsis-end");
    }
  }
  expect(items.filter((item) => item === "ellipsis-start").length, label).toBeLessThanOrEqual(1);
  expect(items.filter((item) => item === "ellipsis-end").length, label).toBeLessThanOrEqual(1);
}

describe("paginationItems", () => {
  it("follows the rule for every total from 0 to 12 and every current page", () => {
    for (let total = 0; total <= 12; total += 1) {
      for (let current = 1; current <= Math.max(1, total); current += 1) {
        expectRule(total, current, paginationItems(total, current));
      }
    }
  });

  it("follows the rule for any number of pages (property)", () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 0, max: 500 })
          .chain((total) =>
            fc.tuple(fc.constant(total), fc.integer({ min: 1, max: Math.max(1, total) })),
          ),
        ([total, current]) => expectRule(total, current, paginationItems(total, current)),
      ),
    );
  });

  it.each<[number, number, PaginationItem[]]>([
    [0, 1, []],
    [1, 1, []],
    [2, 1, [1, 2]],
    [3, 2, [1, 2, 3]],
    [7, 4, [1, 2, 3, 4, 5, 6, 7]],
    [8, 1, [1, 2, "ellipsis-end", 8]],
    [8, 2, [1, 2, 3, "ellipsis-end", 8]],
    [8, 3, [1, 2, 3, 4, "ellipsis-end", 8]],
    [8, 4, [1, "ellipsis-start", 3, 4, 5, "ellipsis-end", 8]],
    [8, 6, [1, "ellipsis-start", 5, 6, 7, 8]],
    [8, 8, [1, "ellipsis-start", 7, 8]],
    [12, 6, [1, "ellipsis-start", 5, 6, 7, "ellipsis-end", 12]],
    [12, 11, [1, "ellipsis-start", 10, 11, 12]],
  ])("%i pages, page %i -> %j", (total, current, expected) => {
    expect(paginationItems(total, current)).toEqual(expected);
  });

  it("treats a current page out of range as the nearest page", () => {
    expect(paginationItems(10, 0)).toEqual(paginationItems(10, 1));
    expect(paginationItems(10, 99)).toEqual(paginationItems(10, 10));
  });
});

describe("totalPages", () => {
  it.each([
    [0, 6, 0],
    [1, 6, 1],
    [6, 6, 1],
    [7, 6, 2],
    [12, 6, 2],
    [13, 6, 3],
    [15, 6, 3],
  ])("%i items, %i per page -> %i pages", (count, size, expected) => {
    expect(totalPages(count, size)).toBe(expected);
  });

  it("rejects a page size that is not positive", () => {
    expect(() => totalPages(3, 0)).toThrow(RangeError);
  });
});

describe("pageSlice clamps the page to a whole page that exists", () => {
  it.each([
    [1, 3, 1],
    [3, 3, 3],
    [4, 3, 3],
    [0, 3, 1],
    [-2, 3, 1],
    [2.7, 3, 2],
    [Number.NaN, 3, 1],
    [5, 0, 1],
  ])("page %d of %d -> %d", (page, count, expected) => {
    expect(pageSlice(count, page, 1).page).toBe(expected);
  });
});

describe("pageSlice", () => {
  it("gives the spec's counters for 15 articles, 6 per page", () => {
    expect(pageSlice(15, 1, 6)).toEqual({ page: 1, start: 0, end: 6, from: 1, to: 6 });
    expect(pageSlice(15, 2, 6)).toEqual({ page: 2, start: 6, end: 12, from: 7, to: 12 });
    expect(pageSlice(15, 3, 6)).toEqual({ page: 3, start: 12, end: 15, from: 13, to: 15 });
  });

  it("shows the last page for a page past the end, and nothing for no items", () => {
    expect(pageSlice(8, 5, 6)).toEqual({ page: 2, start: 6, end: 8, from: 7, to: 8 });
    expect(pageSlice(0, 3, 6)).toEqual({ page: 1, start: 0, end: 0, from: 0, to: 0 });
  });

  it("covers every item exactly once across the pages (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 1, max: 20 }), (n, size) => {
        const seen: number[] = [];
        for (let page = 1; page <= totalPages(n, size); page += 1) {
          const slice = pageSlice(n, page, size);
          expect(slice.to - slice.from + 1).toBe(slice.end - slice.start);
          expect(slice.end - slice.start).toBeLessThanOrEqual(size);
          for (let i = slice.start; i < slice.end; i += 1) seen.push(i);
        }
        expect(seen).toEqual(Array.from({ length: n }, (_, i) => i));
      }),
    );
  });
});
