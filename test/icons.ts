/**
 * The icon an element draws: the symbol its <use> names in the sprite (`…/icons.svg#phone` is
 * "phone"), or undefined when it draws none. For tests that check which icon a state shows.
 */
export function drawnIcon(element: Element | null): string | undefined {
  const use = element?.matches("use") ? element : element?.querySelector("use");
  return use?.getAttribute("href")?.split("#")[1];
}
