/**
 * The structured-data gate's logic (scripts/site-gates.mjs runs it over `out/`): every
 * `<script type="application/ld+json">` block parses, every top-level node's @type is one this
 * table knows, and every node (nested ones too) of a known @type has the properties it needs:
 * what Google's rich results require for the type, or schema.org's meaning for the rest.
 */

const LD_JSON =
  /<script\b[^>]*type\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script\s*>/gi;

/** The organisation types (schema.org's LocalBusiness branch the agency may be typed as). */
const BUSINESS = ["name", "url", "telephone", "address"];

/**
 * Required properties per @type. An entry `a|b` is met by either property. A type missing
 * here fails when it is a block's top-level node (add its row); a nested node of an unknown
 * type (PostalAddress, AdministrativeArea…) is not checked, nor a reference (@type and @id).
 * @type {Readonly<Record<string, readonly string[]>>}
 */
const REQUIRED = {
  MedicalBusiness: BUSINESS,
  MedicalClinic: BUSINESS,
  HomeHealthCare: BUSINESS,
  LocalBusiness: BUSINESS,
  Organization: ["name"],
  WebSite: ["name", "url"],
  WebPage: ["name", "url"],
  BreadcrumbList: ["itemListElement"],
  ListItem: ["position", "name|item"],
  FAQPage: ["mainEntity"],
  Question: ["name", "acceptedAnswer"],
  Answer: ["text"],
  BlogPosting: ["headline", "datePublished", "author", "image"],
  Article: ["headline", "datePublished", "author", "image"],
  NewsArticle: ["headline", "datePublished", "author", "image"],
  JobPosting: ["title", "description", "datePosted", "hiringOrganization", "jobLocation"],
  Person: ["name"],
  MedicalTherapy: ["name"],
  ImageObject: ["url|contentUrl"],
};

/** @param {unknown} value */
const present = (value) =>
  value !== undefined &&
  value !== null &&
  value !== "" &&
  !(Array.isArray(value) && value.length === 0);

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);

/** @param {Record<string, unknown>} node */
const typesOf = (node) => {
  const type = node["@type"];
  return (Array.isArray(type) ? type : [type]).filter((t) => typeof t === "string");
};

/**
 * The problems of one parsed block (`where` names it): a missing property as
 * `BlogPosting misses "image"`, an unknown top-level type as `no row for @type X`.
 * @param {unknown} data
 * @param {string} where
 * @returns {string[]}
 */
function blockProblems(data, where) {
  const problems = [];
  const topLevel = Array.isArray(data)
    ? data
    : isObject(data) && Array.isArray(data["@graph"])
      ? data["@graph"]
      : [data];
  for (const node of topLevel) {
    if (!isObject(node)) {
      problems.push(`${where}: a top-level node is not an object`);
      continue;
    }
    const types = typesOf(node);
    if (types.length === 0) problems.push(`${where}: a top-level node has no @type`);
    for (const type of types) {
      if (!REQUIRED[type])
        problems.push(`${where}: no row for @type ${type} in scripts/lib/json-ld.mjs`);
    }
  }
  /** @param {unknown} value @param {string} at */
  const visit = (value, at) => {
    if (Array.isArray(value)) return value.forEach((item) => visit(item, at));
    if (!isObject(value)) return;
    // A reference to a node described elsewhere (`{"@type":"WebPage","@id":"…"}`) is complete.
    const reference =
      "@id" in value && Object.keys(value).every((key) => key === "@type" || key === "@id");
    for (const type of reference ? [] : typesOf(value)) {
      for (const entry of REQUIRED[type] ?? []) {
        const names = entry.split("|");
        if (!names.some((name) => present(value[name]))) {
          problems.push(`${at}: ${type} misses "${names.join('" or "')}"`);
        }
      }
    }
    for (const [key, child] of Object.entries(value)) if (key !== "@context") visit(child, at);
  };
  visit(data, where);
  return problems;
}

/**
 * Every structured-data problem of a page (`page` names it in the messages): a block that
 * does not parse, then each block's problems.
 * @param {string} html
 * @param {string} page
 * @returns {string[]}
 */
export function jsonLdProblems(html, page) {
  const problems = [];
  let index = 0;
  for (const [, body = ""] of html.matchAll(LD_JSON)) {
    index += 1;
    const where = `${page} JSON-LD block ${index}`;
    let data;
    try {
      data = JSON.parse(body);
    } catch (error) {
      problems.push(`${where} does not parse: ${error instanceof Error ? error.message : error}`);
      continue;
    }
    problems.push(...blockProblems(data, where));
  }
  return problems;
}
