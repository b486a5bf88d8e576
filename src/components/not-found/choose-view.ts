/**
 * The 404 page's browser part (one static 404.html answers every missing path): a path that
 * differs from a page only in letter case (/insurance/MEDICARE) goes on to that page; otherwise
 * it logs the path to the console and swaps in the first <template data-path-pattern> whose
 * pattern fits the path, with its `data-title` as the document title; a template with
 * `data-redirect` also sends the visitor on. Redirects replace the history entry, so Back skips
 * the missing page.
 */
export function chooseNotFoundView(
  location: Pick<Location, "pathname" | "search" | "hash" | "replace"> = window.location,
  root: ParentNode = document,
  doc: Pick<Document, "title"> = document,
): void {
  const view = root.querySelector<HTMLElement>("[data-not-found]");
  if (!view) return;
  const path = location.pathname;
  const known = caseVariantOf(path, view.dataset.knownPaths);
  if (known) {
    location.replace(`${known}${location.search}${location.hash}`);
    return;
  }
  console.error(view.dataset.consoleMessage, path);
  const match = [...root.querySelectorAll<HTMLTemplateElement>("template[data-path-pattern]")].find(
    (template) => new RegExp(template.dataset.pathPattern ?? "(?!)").test(path),
  );
  if (!match) return;
  view.replaceChildren(match.content.cloneNode(true));
  if (match.dataset.title) doc.title = match.dataset.title;
  if (match.dataset.redirect) location.replace(match.dataset.redirect);
}

/** The known page (from a space-separated list) that `path` names in other letter case, if any. */
function caseVariantOf(path: string, knownPaths = ""): string | undefined {
  const wanted = path.replace(/(.)\/+$/, "$1").toLowerCase();
  return knownPaths.split(" ").find((known) => known !== path && known.toLowerCase() === wanted);
}
