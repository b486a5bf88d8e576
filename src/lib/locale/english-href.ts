/**
 * The English twin of a site link, in a module of its own: the header's script (which the page
 * inlines, scripts in SiteHeader.astro) imports it, and nothing an island imports may ride along.
 */
/**
 * The English link of any internal link: "/es/services" -> "/services", "/es#values" ->
 * "/#values", "/es" -> "/"; other links are returned as they are.
 */
export function englishHref(href: string): string {
  const match = /^\/es(?=$|[/#?])(.*)$/.exec(href);
  if (!match) return href;
  const rest = match[1] ?? "";
  return rest.startsWith("/") ? rest : `/${rest}`;
}
