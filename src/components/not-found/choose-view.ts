/**
 * The 404 page's browser part (one static 404.html answers every missing path): logs the path
 * to the console, and swaps in the first <template data-path-pattern> whose pattern fits the
 * path; a template with `data-redirect` also sends the visitor on (replacing the history entry,
 * so Back skips the missing page).
 */
export function chooseNotFoundView(
  location: Pick<Location, "pathname" | "replace"> = window.location,
  root: ParentNode = document,
): void {
  const view = root.querySelector<HTMLElement>("[data-not-found]");
  if (!view) return;
  const path = location.pathname;
  console.error(view.dataset.consoleMessage, path);
  const match = [...root.querySelectorAll<HTMLTemplateElement>("template[data-path-pattern]")].find(
    (template) => new RegExp(template.dataset.pathPattern ?? "(?!)").test(path),
  );
  if (!match) return;
  view.replaceChildren(match.content.cloneNode(true));
  if (match.dataset.redirect) location.replace(match.dataset.redirect);
}
