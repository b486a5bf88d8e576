/**
 * The desktop dropdowns' links, copied from the mobile menu's sub-lists when the header's script
 * starts (issue 32). The dropdowns need JavaScript anyway (without it their buttons are hidden
 * and the top links remain), so the HTML carries each sub-list once, in the mobile menu, where
 * visitors without JavaScript see it; 14 elements fewer in every page's first parse. A panel
 * names its source with `data-links-from`; each copy gets the dropdown's link class and keeps
 * the page marks (`data-active`, `aria-current`) the build wrote.
 */
export function fillNavPanels(root: Document = document): void {
  root.querySelectorAll<HTMLElement>("[data-links-from]").forEach((panel) => {
    const source = root.getElementById(panel.dataset.linksFrom ?? "");
    if (!source || panel.querySelector("a")) return;
    for (const link of source.querySelectorAll("a")) {
      const copy = root.createElement("a");
      for (const { name, value } of link.attributes) copy.setAttribute(name, value);
      copy.textContent = link.textContent;
      copy.className = "nav-sub";
      panel.append(copy);
    }
  });
}
