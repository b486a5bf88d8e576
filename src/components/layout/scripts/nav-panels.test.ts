// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { fillNavPanels } from "./nav-panels";

const PAGE =
  '<div id="nav-panel-services" hidden data-links-from="mobile-sub-services"></div>' +
  '<div id="mobile-sub-services" class="menu-sublist">' +
  '<a href="/services/skilled-nursing" data-nav-link data-active="true" aria-current="page" class="menu-sub">Skilled Nursing</a>' +
  '<a href="/services/homemaker" data-nav-link class="menu-sub">Homemaker Services</a></div>';

describe("fillNavPanels", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("copies the mobile sub-list's links into the dropdown, with the dropdown's class and the page marks", () => {
    document.body.innerHTML = PAGE;
    fillNavPanels();
    const links = [...document.querySelectorAll<HTMLAnchorElement>("#nav-panel-services a")];
    expect(links.map((a) => [a.getAttribute("href"), a.textContent, a.className])).toEqual([
      ["/services/skilled-nursing", "Skilled Nursing", "nav-sub"],
      ["/services/homemaker", "Homemaker Services", "nav-sub"],
    ]);
    expect(links[0]!.getAttribute("aria-current")).toBe("page");
    expect(links[0]!.hasAttribute("data-nav-link")).toBe(true);
    expect(links[1]!.hasAttribute("data-active")).toBe(false);
    // The mobile menu keeps its own.
    expect(document.querySelectorAll("#mobile-sub-services a.menu-sub")).toHaveLength(2);
  });

  it("fills a panel once, and leaves one whose source is missing empty", () => {
    document.body.innerHTML = `${PAGE}<div id="nav-panel-home" data-links-from="mobile-sub-home"></div>`;
    fillNavPanels();
    fillNavPanels();
    expect(document.querySelectorAll("#nav-panel-services a")).toHaveLength(2);
    expect(document.getElementById("nav-panel-home")!.children).toHaveLength(0);
  });
});
