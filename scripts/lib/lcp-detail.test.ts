import type { Result } from "lighthouse";
import { describe, expect, it } from "vitest";
import { FIRST_ROUND_TRIP_BYTES, formatLcpDetail, lcpDetail } from "./lcp-detail.mjs";

const ORIGIN = "http://localhost:4173";
const request = (
  path: string,
  resourceType: string,
  transferSize: number,
  networkEndTime: number,
) => ({
  url: `${ORIGIN}${path}`,
  resourceType,
  transferSize,
  networkEndTime,
});

/** A report shaped like Lighthouse 13's, with only what lcpDetail reads. */
const report = (observedLargestContentfulPaint: number | undefined) =>
  ({
    audits: {
      metrics: { details: { items: [{ observedLargestContentfulPaint }] } },
      "network-requests": {
        details: {
          items: [
            request("/services/skilled-nursing", "Document", 16039, 17),
            request("/_astro/font.woff2", "Font", 20725, 51),
            request("/_astro/icons.abc.svg#globe", "Other", 9637, 63),
            request("/illustrations/nurse.svg", "Image", 9918, 56),
            request("/icon-192.png", "Other", 7251, 160),
          ],
        },
      },
      "lcp-breakdown-insight": {
        details: {
          items: [{ type: "table" }, { type: "node", selector: "div.grid > img.h-auto" }],
        },
      },
    },
  }) as unknown as Result;

describe("lcpDetail", () => {
  it("lists the requests that finished before the observed LCP, in the order they finished", () => {
    const detail = lcpDetail(report(150));
    expect(detail.documentBytes).toBe(16039);
    expect(detail.before.map((r) => r.url.replace(ORIGIN, ""))).toEqual([
      "/_astro/font.woff2",
      "/illustrations/nurse.svg",
      "/_astro/icons.abc.svg#globe",
    ]);
    expect(detail.element).toBe("div.grid > img.h-auto");
  });

  it("counts a request that finished exactly at the LCP, and lists none without an observed LCP", () => {
    expect(lcpDetail(report(160)).before).toHaveLength(4);
    expect(lcpDetail(report(undefined)).before).toEqual([]);
  });
});

describe("formatLcpDetail", () => {
  it("says whether the document fits Lantern's first round trip of 14,600 bytes", () => {
    expect(FIRST_ROUND_TRIP_BYTES).toBe(14600);
    const over = formatLcpDetail("/services/skilled-nursing", lcpDetail(report(150)));
    expect(over).toBe(
      "- /services/skilled-nursing: document 16.0 kB (over the 14.6 kB first round trip); " +
        "before the observed LCP, 3 request(s), 40.3 kB: font.woff2 20.7 kB, nurse.svg 9.9 kB, " +
        "icons.abc.svg 9.6 kB; LCP element div.grid > img.h-auto",
    );
    const fits = { ...lcpDetail(report(40)), documentBytes: 14600 };
    expect(formatLcpDetail("/a", fits)).toMatch(
      /document 14\.6 kB \(fits the 14\.6 kB first round trip\); before the observed LCP, 0 request\(s\), 0\.0 kB; LCP/,
    );
  });
});
