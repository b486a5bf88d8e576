/**
 * What stands in front of a page's LCP in Lighthouse's simulation (issue 32), from one run's
 * report, for the lines `npm run audit` prints under its table.
 *
 * Lighthouse's simulated LCP (Lantern, `LargestContentfulPaint.getPessimisticGraph`) replays on a
 * 150 ms, 1.6 Mbps network every request that finished before the LCP observed in the fast,
 * unthrottled load, whatever its priority: the font, the picture, the icon sprite, and the
 * browser's own favicon, web manifest and manifest icon when they land before the first frame is
 * presented. Its TCP model starts each connection with a window of 10 segments of 1,460 bytes
 * (lantern/simulation/TCPConnection.js): a document of up to 14,600 bytes on the wire, headers
 * included, arrives in one round trip; one byte more costs another (150 ms of FCP and LCP).
 */

/** Bytes a new connection delivers in its first round trip in Lantern's TCP model. */
export const FIRST_ROUND_TRIP_BYTES = 10 * 1460;

/**
 * @typedef {object} LcpDetail
 * @property {number | undefined} documentBytes the page's own response on the wire (headers too)
 * @property {{ url: string, bytes: number }[]} before the other requests that finished before the
 *   observed LCP, in the order they finished
 * @property {string | undefined} element the LCP element's selector
 */

/**
 * @param {import("lighthouse").Result} lhr
 * @returns {LcpDetail}
 */
export function lcpDetail(lhr) {
  const metrics = /** @type {{ items?: { observedLargestContentfulPaint?: number }[] }} */ (
    lhr.audits.metrics?.details ?? {}
  );
  const observedLcp = metrics.items?.[0]?.observedLargestContentfulPaint;
  const requests =
    /** @type {{ items?: { url: string, resourceType?: string, transferSize?: number, networkEndTime?: number }[] }} */ (
      lhr.audits["network-requests"]?.details ?? {}
    ).items ?? [];
  const documentIndex = requests.findIndex((item) => item.resourceType === "Document");
  const before =
    observedLcp === undefined
      ? []
      : requests
          .filter((item, index) => index !== documentIndex)
          .filter((item) => item.networkEndTime !== undefined && item.networkEndTime <= observedLcp)
          .sort((a, b) => (a.networkEndTime ?? 0) - (b.networkEndTime ?? 0))
          .map((item) => ({ url: item.url, bytes: item.transferSize ?? 0 }));
  const breakdown = /** @type {{ items?: { type?: string, selector?: string }[] }} */ (
    lhr.audits["lcp-breakdown-insight"]?.details ?? {}
  );
  return {
    documentBytes: requests[documentIndex]?.transferSize,
    before,
    element: breakdown.items?.find((item) => item.type === "node")?.selector,
  };
}

/** @param {number} bytes */
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * One Markdown bullet: the document's size against the first round trip, what finished before
 * the observed LCP, and the LCP element.
 * @param {string} route
 * @param {LcpDetail} detail
 */
export function formatLcpDetail(route, detail) {
  const { documentBytes, before, element } = detail;
  const fits =
    documentBytes === undefined
      ? "document –"
      : `document ${kB(documentBytes)} (${
          documentBytes <= FIRST_ROUND_TRIP_BYTES ? "fits" : "over"
        } the ${kB(FIRST_ROUND_TRIP_BYTES)} first round trip)`;
  const names = before.map(({ url, bytes }) => {
    const name = url.replace(/^[a-z]+:\/\/[^/]+/, "").replace(/[?#].*$/, "");
    return `${name.split("/").pop() || name} ${kB(bytes)}`;
  });
  const total = before.reduce((sum, { bytes }) => sum + bytes, 0);
  return (
    `- ${route}: ${fits}; before the observed LCP, ${before.length} request(s), ${kB(total)}` +
    `${names.length ? `: ${names.join(", ")}` : ""}; LCP element ${element ?? "–"}`
  );
}
