import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  POWERED_BY_RETRY_MS,
  TRANSLATE_SCRIPT_SRC,
  loadGoogleTranslate,
  removePoweredBy,
  schedulePoweredByRemoval,
} from "./google-translate";

const gadgetHtml = `<div class="goog-te-gadget"><div id=":0.targetLanguage"><select class="goog-te-combo"><option>Select Language</option></select></div>Powered by <span style="white-space:nowrap"><a class="goog-logo-link" href="#">Google Translate</a></span></div>`;

function widget(): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = gadgetHtml;
  document.body.append(root);
  return root;
}

afterEach(() => {
  document.body.innerHTML = "";
  delete window.google;
  delete window.googleTranslateElementInit;
});

describe("removePoweredBy", () => {
  it("removes the 'Powered by' text and the logo link but keeps the language select", () => {
    const root = widget();
    expect(root.textContent).toContain("Powered by");
    expect(removePoweredBy(root)).toBe(2);
    expect(root.textContent).not.toMatch(/powered by|google translate/i);
    expect(root.querySelector("select.goog-te-combo")).not.toBeNull();
  });

  it("labels the language select for screen readers", () => {
    const root = widget();
    removePoweredBy(root);
    expect(root.querySelector("select")).toHaveAttribute("aria-label", "Choose a language");
  });

  it("does nothing when the widget has not rendered yet", () => {
    const root = document.createElement("div");
    expect(removePoweredBy(root)).toBe(0);
  });
});

describe("schedulePoweredByRemoval", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("retries at once, at 1 s and at 3 s", () => {
    expect(POWERED_BY_RETRY_MS).toEqual([0, 1000, 3000]);
    const root = document.createElement("div");
    document.body.append(root);
    schedulePoweredByRemoval(root);

    root.innerHTML = gadgetHtml; // the widget renders late
    vi.advanceTimersByTime(999);
    expect(root.textContent).toContain("Powered by");
    vi.advanceTimersByTime(1);
    expect(root.textContent).not.toContain("Powered by");

    root.innerHTML = gadgetHtml; // and again, later still
    vi.advanceTimersByTime(1999);
    expect(root.textContent).toContain("Powered by");
    vi.advanceTimersByTime(1);
    expect(root.textContent).not.toContain("Powered by");
  });
});

describe("loadGoogleTranslate", () => {
  it("adds the script once and renders the widget with English as the source language", () => {
    const target = document.createElement("div");
    target.id = "translate-test";
    document.body.append(target);

    loadGoogleTranslate("translate-test");
    loadGoogleTranslate("translate-test");
    const scripts = document.querySelectorAll("script[data-google-translate]");
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toHaveAttribute("src", TRANSLATE_SCRIPT_SRC);

    const calls: unknown[] = [];
    window.google = {
      translate: {
        TranslateElement: class {
          constructor(options: { pageLanguage: string }, id: string) {
            calls.push([options, id]);
            document.getElementById(id)!.innerHTML = gadgetHtml;
          }
        },
      },
    };
    window.googleTranslateElementInit?.();
    expect(calls).toEqual([[{ pageLanguage: "en" }, "translate-test"]]);
    expect(target.textContent).not.toContain("Powered by");
  });
});
