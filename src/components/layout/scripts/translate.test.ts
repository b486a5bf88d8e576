// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { fillPanel } from "./translate";

const TEMPLATE =
  '<template data-translate-panel><p>Note</p><div data-translate-target data-select-label="Choose"></div>' +
  '<div role="status"><div hidden data-translate-unavailable>Call us</div></div></template>';

describe("fillPanel", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("fills each panel from the page's one template, the widget's container named after the panel", () => {
    document.body.innerHTML = `<div id="translate-popover" hidden></div><div id="translate-inline" hidden></div>${TEMPLATE}`;
    const popover = document.getElementById("translate-popover")!;
    const inline = document.getElementById("translate-inline")!;
    fillPanel(popover);
    fillPanel(inline);
    expect(popover.querySelector("[data-translate-target]")?.id).toBe("translate-popover-widget");
    expect(inline.querySelector("[data-translate-target]")?.id).toBe("translate-inline-widget");
    expect(inline.querySelector("[data-translate-target]")?.getAttribute("data-select-label")).toBe(
      "Choose",
    );
    expect(inline.querySelector<HTMLElement>("[data-translate-unavailable]")?.hidden).toBe(true);
    expect(inline.querySelector('[role="status"]')).not.toBeNull();
  });

  it("fills a panel once: a second opening keeps what Google's widget drew", () => {
    document.body.innerHTML = `<div id="translate-popover"></div>${TEMPLATE}`;
    const panel = document.getElementById("translate-popover")!;
    fillPanel(panel);
    panel.querySelector("[data-translate-target]")!.innerHTML = "<select></select>";
    fillPanel(panel);
    expect(panel.querySelectorAll("[data-translate-target]")).toHaveLength(1);
    expect(panel.querySelector("select")).not.toBeNull();
  });
});
