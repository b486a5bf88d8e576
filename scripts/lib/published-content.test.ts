import { describe, expect, it } from "vitest";
import { publishedContentProblems, spanishLeaks, textRuns } from "./published-content.mjs";

const html = (lang: string, body: string, head = "") =>
  `<!doctype html><html lang="${lang}"><head>${head}</head><body>${body}</body></html>`;
const NOINDEX = '<meta name="robots" content="noindex">';
const JOB = '<script type="application/ld+json">{"@type":"JobPosting","title":"LPN"}</script>';

const check = (pages: Record<string, string>, sitemapPaths: string[] = []) =>
  publishedContentProblems({ pages: new Map(Object.entries(pages)), sitemapPaths });

describe("sample job openings", () => {
  const sample = (head: string, body = "") =>
    html("en", `<h1>LPN</h1><p data-opening-sample>Sample</p>${body}`, head);

  it("passes a sample that is noindex, without JobPosting and out of the sitemap", () => {
    expect(check({ "careers/lpn.html": sample(NOINDEX) }, ["/careers"])).toEqual([]);
    // A real opening may carry its JobPosting and be listed.
    expect(check({ "careers/rn.html": html("en", JOB) }, ["/careers/rn"])).toEqual([]);
  });

  it("fails a sample that is indexable, publishes a JobPosting or is in the sitemap", () => {
    expect(check({ "careers/lpn.html": sample("", JOB) }, ["/careers/lpn"])).toEqual([
      '/careers/lpn: a sample opening without <meta name="robots" content="noindex">',
      "/careers/lpn: a sample opening publishes JobPosting data",
      "/careers/lpn: a sample opening is in the sitemap",
    ]);
  });
});

describe("the services overview", () => {
  const overview = (ids: string[]) =>
    html(
      "en",
      `<nav><a href="/services/homemaker">Homemaker</a></nav><ul data-services-grid>${ids
        .map((id) => `<li><h2><a href="/services/${id}">${id}</a></h2><ul><li>x</li></ul></li>`)
        .join("")}</ul>`,
    );
  const servicePages = { "services/nursing.html": "", "services/homemaker.html": "" };

  it("fails a grid that leaves a built service out, even if the menu links it", () => {
    expect(check({ "services.html": overview(["nursing"]), ...servicePages })).toEqual([
      "/services: no link to /services/homemaker",
    ]);
    expect(check({ "services.html": overview(["nursing", "homemaker"]), ...servicePages })).toEqual(
      [],
    );
  });
});

describe("English on Spanish pages", () => {
  it("reads the text runs with their language, skipping scripts", () => {
    expect(
      textRuns(html("es", '<p>Hola <b lang="en">Home</b></p><script>var a = "<p>x</p>"</script>')),
    ).toEqual([
      { text: "Hola", lang: "es" },
      { text: "Home", lang: "en" },
    ]);
  });

  it("finds an English sentence of the pair, not names, places or what is marked lang=en", () => {
    const english = html(
      "en",
      "<p>Number to be added</p><p>Beyond Care Home Health</p><p>Lake in the Hills</p><p>Call us</p>",
    );
    const spanish = html(
      "es",
      '<p>Number to be added</p><p>Beyond Care Home Health</p><p>Lake in the Hills</p><p lang="en">Call us</p>',
    );
    expect(spanishLeaks(spanish, english)).toEqual(["Number to be added"]);
    expect(check({ "index.html": english, "es.html": spanish })).toEqual([
      '/es: English on the Spanish page: "Number to be added"',
    ]);
  });
});
