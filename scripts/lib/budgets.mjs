/**
 * JavaScript budgets per page (issue 13): the gzip-compressed JavaScript a first visit downloads.
 * One table; the first rule whose pattern matches a route wins, so specific rules come first.
 * A pattern is an exact route, or ends in `/*` for exactly one more path segment
 * (`/blog/*` is an article, not `/blog/page/2`). 1 kB here is 1,024 bytes.
 */

/** @typedef {{ pattern: string, kB: number, why: string }} BudgetRule */

const CONTENT_PAGE = 10;
const ARTICLE = 80;
const TOOL = 110;
/**
 * A provider page carries two tools, the coverage check and the cost calculator: 110.4 kB
 * (111.1 in Spanish) after issue 31 (the status link's secret, phone extensions, the early-Send
 * hold). Issue 32 trims the pages; until then this ceiling, not the default's.
 */
const PROVIDER_PAGE = 112;
/** The status page: React's client (about 64 kB) and a few kB of its own. */
const STATUS_PAGE = 95;
/** The staff inbox: React, age-encryption (~55 kB), zod and the passkey client (159 kB measured). */
const INBOX = 170;

/** @type {readonly BudgetRule[]} */
const BUDGETS = [
  // Pages with no interactive part of their own: only the site shell's script may load.
  { pattern: "/services", kB: CONTENT_PAGE, why: "service index: content only" },
  { pattern: "/services/*", kB: CONTENT_PAGE, why: "service page: content only" },
  { pattern: "/privacy-policy", kB: CONTENT_PAGE, why: "legal page" },
  { pattern: "/hipaa-notice", kB: CONTENT_PAGE, why: "legal page" },
  { pattern: "/nondiscrimination", kB: CONTENT_PAGE, why: "legal notice" },
  { pattern: "/accessibility", kB: CONTENT_PAGE, why: "accessibility statement" },
  { pattern: "/404", kB: CONTENT_PAGE, why: "not-found page" },
  { pattern: "/awards", kB: CONTENT_PAGE, why: "content only" },
  { pattern: "/careers", kB: CONTENT_PAGE, why: "content only" },
  { pattern: "/contact/send", kB: CONTENT_PAGE, why: "no-JavaScript landing page" },
  { pattern: "/insurance/needs-javascript", kB: CONTENT_PAGE, why: "no-JavaScript landing page" },
  // A blog article: its share, read-aloud and contents controls (one cached script, no island).
  { pattern: "/blog/*", kB: ARTICLE, why: "blog article" },
  // The home page and the insurance tools.
  { pattern: "/", kB: TOOL, why: "home page" },
  { pattern: "/insurance", kB: TOOL, why: "insurance explorer" },
  { pattern: "/insurance/calculator", kB: TOOL, why: "cost calculator" },
  { pattern: "/insurance/verify", kB: TOOL, why: "coverage check" },
  {
    pattern: "/insurance/*",
    kB: PROVIDER_PAGE,
    why: "provider page: coverage check and calculator",
  },
  // The private status page (issue 31): React and the stage; send-more loads on demand.
  { pattern: "/status", kB: STATUS_PAGE, why: "private status page: React, the stage" },
  // The private staff inbox: decrypts in the browser (age, passkeys); never a public page.
  { pattern: "/inbox", kB: INBOX, why: "staff inbox: age-encryption and passkeys" },
];

/** Every page no rule names (about, contact, blog list pages, service areas, certificates). */
/** @type {BudgetRule} */
const DEFAULT_BUDGET = {
  pattern: "*",
  kB: TOOL,
  why: "default: a page with islands of its own, held to the tools' ceiling",
};

/**
 * Whether a budget pattern matches a route.
 * @param {string} pattern
 * @param {string} route
 */
export function matchesRoute(pattern, route) {
  if (!pattern.endsWith("/*")) return pattern === route;
  const prefix = pattern.slice(0, -1);
  return route.startsWith(prefix) && /^[^/]+$/.test(route.slice(prefix.length));
}

/**
 * The budget rule of a route. A Spanish page (`/es`, `/es/services`) has its English pair's.
 * @param {string} route
 * @returns {BudgetRule}
 */
export function budgetFor(route) {
  const english = route === "/es" ? "/" : route.startsWith("/es/") ? route.slice(3) : route;
  return BUDGETS.find((rule) => matchesRoute(rule.pattern, english)) ?? DEFAULT_BUDGET;
}

/**
 * HTML budgets (issue 32), uncompressed bytes of a page's file: a phone parses, styles and lays
 * out all of it at first paint. A content page (one held to the content pages' JavaScript
 * budget above) gets 60 kB, issue 32's goal: the shell (head, CSS, header, footer) is about
 * 40 kB of it, which leaves a page about 20 kB of its own text and markup.
 */
export const CONTENT_HTML_KB = 60;
/** Every other page: a ceiling that keeps it from growing (`/` is the heaviest). */
const OTHER_HTML_KB = 280;
/**
 * Content pages whose own text makes 60 kB impossible: a budget and why, for the English route
 * and its Spanish pair, or for one route. The gate (scripts/lib/html-budget.mjs) holds such a
 * page without its <main> to 60 kB, so an exception covers the page's own text, never a
 * heavier shell. Sizes after issue 32 (kB of 1,024 bytes, the longer Spanish where there is
 * one): /services 72.1, /services/limits 89.2, /privacy-policy 76.5, /hipaa-notice 68.6,
 * /careers 78.8. /es/accessibility (61.4 then) fits since the shell's cut (57.8, November
 * 2026). /nondiscrimination's reason is its CSS, not its <main>: the gate checks the shell of
 * the "its own text" exceptions only.
 */
const HTML_EXCEPTIONS = new Map([
  [
    "/nondiscrimination",
    { kB: 210, why: "taglines in 14 languages: their fonts' @font-face subsets ride in the page" },
  ],
  ["/services", { kB: 76, why: "its own text: ten service cards with their lists (<main> 27 kB)" }],
  [
    "/services/limits",
    {
      kB: 94,
      why: "its own text: what each of ten services includes and its limits (<main> 42 kB)",
    },
  ],
  ["/privacy-policy", { kB: 80, why: "its own text: the whole policy (<main> 29 kB)" }],
  ["/hipaa-notice", { kB: 73, why: "its own text: the whole HIPAA notice (<main> 23 kB)" }],
  ["/careers", { kB: 84, why: "its own text: the openings and benefits (<main> 30 kB)" }],
]);

/**
 * The HTML budget of a route in kB, whether it is a content page, and why a content page has
 * more than 60 kB.
 * @param {string} route
 * @returns {{ kB: number, content: boolean, why?: string }}
 */
export function htmlBudgetFor(route) {
  const content = budgetFor(route).kB <= CONTENT_PAGE;
  const english = route === "/es" ? "/" : route.replace(/^\/es\//, "/");
  const exception = HTML_EXCEPTIONS.get(route) ?? HTML_EXCEPTIONS.get(english);
  if (exception) return { kB: exception.kB, content, why: exception.why };
  return { kB: content ? CONTENT_HTML_KB : OTHER_HTML_KB, content };
}

/** Bytes in one kB of the budgets and reports. */
const KB = 1024;

/**
 * Bytes as kB with one decimal: 10342 → "10.1".
 * @param {number} bytes
 */
const formatKb = (bytes) => (bytes / KB).toFixed(1);

/**
 * @typedef {object} MeasuredPage
 * @property {string} route
 * @property {number} firstVisit gzip bytes of a first visit
 * @property {number} onDemand gzip bytes loaded later through import()
 * @property {number} budget kB
 * @property {string[]} problems
 */

/**
 * A page's status: `over` its budget, `error` when a script could not be measured, else `ok`.
 * @param {MeasuredPage} page
 * @returns {"ok" | "over" | "error"}
 */
export function budgetStatus(page) {
  if (page.problems.length) return "error";
  return page.firstVisit > page.budget * KB ? "over" : "ok";
}

/**
 * The Markdown table of a measured site, pages that fail first, then the heaviest first, and
 * whether any page fails.
 * @param {readonly MeasuredPage[]} pages
 * @returns {{ lines: string[], failed: MeasuredPage[] }}
 */
export function budgetReport(pages) {
  const failing = (/** @type {MeasuredPage} */ page) => (budgetStatus(page) === "ok" ? 1 : 0);
  const sorted = [...pages].sort(
    (a, b) =>
      failing(a) - failing(b) ||
      b.firstVisit - a.firstVisit ||
      a.route.localeCompare(b.route, "en", { numeric: true }),
  );
  const rows = sorted.map((page) => {
    const status = budgetStatus(page);
    const note = status === "error" ? `error: ${page.problems.join("; ")}` : status;
    const onDemand = page.onDemand ? formatKb(page.onDemand) : "–";
    return `| ${page.route} | ${formatKb(page.firstVisit)} | ${page.budget} | ${note} | ${onDemand} |`;
  });
  return {
    lines: [
      "| Page | First visit (kB gzip) | Budget (kB) | Status | On demand (kB gzip) |",
      "| --- | ---: | ---: | --- | ---: |",
      ...rows,
    ],
    failed: sorted.filter((page) => budgetStatus(page) !== "ok"),
  };
}
