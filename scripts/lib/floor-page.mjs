/**
 * The audit's floor (`AUDIT_FLOOR=1 npm run audit`, issue 32): a bare HTML page, a heading and a
 * paragraph, no script, no style, no picture, served from a server of its own on loopback.
 * Lighthouse's blocking time at a slow emulated CPU never reads 0 even there: Chromium's
 * navigation commit runs astride the simulated first paint (docs/OPERATIONS.md, "The slow end's
 * floor"). Audited beside the routes, in the same runs' conditions, it says how much of a route's
 * figure any page would read.
 */
import { createServer } from "node:http";

/** The floor page: the least a page can be and still pass Lighthouse's SEO basics. */
export const FLOOR_HTML =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  "<title>Floor</title>" +
  '<meta name="description" content="A bare page: the audit\'s floor.">' +
  "</head><body><main><h1>Floor</h1><p>A bare page, with a heading and a paragraph.</p>" +
  "</main></body></html>";

/** The label of the floor's row in the audit's table. */
export const FLOOR_ROUTE = "(floor: a bare page)";

/**
 * Serve the floor page at every path of `http://<host>:<free port>/`, with no cache.
 * @param {string} host
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startFloorServer(host) {
  const server = createServer((_request, response) => {
    response.writeHead(200, {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
    });
    response.end(FLOOR_HTML);
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, host, () => resolve(undefined));
  });
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("floor server: no port");
  return {
    url: `http://${host}:${address.port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
