/** Opens another page of the site, as a click on a link to it would (a module, so tests can mock it). */
export function navigateTo(href: string) {
  window.location.assign(href);
}
