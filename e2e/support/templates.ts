import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * Which page file of src/pages draws each path, so a sweep can check one page per template:
 * a static route (`services/limits.astro`) is its own template, and the pages of a dynamic
 * route (`services/[id].astro`) share one. The Spanish build (docs/LANGUAGES.md) draws /es/x
 * with the page file of /x and other words, so its pages are templates of their own ("es:").
 */
const PAGES = fileURLToPath(new URL("../../src/pages/", import.meta.url));

/** Every page file's route as a pattern, static routes first (Astro's own priority). */
const routes = readdirSync(PAGES, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".astro"))
  .map((file) => {
    const route = `/${file.replace(/\\/g, "/").replace(/\.astro$/, "")}`
      .replace(/\/index$/, "")
      .replace(/^$/, "/");
    const pattern = route
      .split("/")
      .map((part) => (part.startsWith("[") ? "[^/]+" : part.replace(/[.]/g, "\\.")))
      .join("/");
    return { file, dynamic: route.includes("["), match: new RegExp(`^${pattern || "/"}$`) };
  })
  .sort((a, b) => Number(a.dynamic) - Number(b.dynamic));

/** The template of `path`: its page file, "es:" before it for a Spanish page. */
function templateOf(path: string): string {
  const spanish = path === "/es" || path.startsWith("/es/");
  const english = spanish ? path.slice(3) || "/" : path;
  const file = routes.find((route) => route.match.test(english))?.file ?? "404.astro";
  return `${spanish ? "es:" : ""}${file}`;
}

/** The first path of each template, in the order given. */
export function onePerTemplate(paths: readonly string[]): Set<string> {
  const seen = new Map<string, string>();
  for (const path of paths) if (!seen.has(templateOf(path))) seen.set(templateOf(path), path);
  return new Set(seen.values());
}
