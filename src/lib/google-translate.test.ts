import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadGoogleTranslate } from "./google-translate";

const gadgetHtml = `<div class="goog-te-gadget"><div id=":0.targetLanguage"><select class="goog-te-combo"><option>Select Language</option></select></div>Powered by <span style="white-space:nowrap"><a class="goog-logo-link" href="#">Google Translate</a></span></div>`;

/** The element the widget renders into, and a stand-in for Google's script (already loaded). */
function stubWidget({ renders }: { renders: boolean }) {
  const target = document.createElement("div");
  target.id = "translate-test";
  target.dataset.selectLabel = "Elija un idioma";
  document.body.append(target);
  window.google = {
    translate: {
      TranslateElement: class {
        constructor(_options: { pageLanguage: string }, id: string) {
          if (renders) document.getElementById(id)!.innerHTML = gadgetHtml;
        }
      },
    },
  };
  return { target };
}

afterEach(() => {
  document.body.innerHTML = "";
  delete window.google;
  delete window.googleTranslateElementInit;
});

describe("the rendered widget", () => {
  it("loses the 'Powered by' text and the logo link but keeps the language select", () => {
    const { target } = stubWidget({ renders: true });
    loadGoogleTranslate("translate-test");
    expect(target.textContent).not.toMatch(/powered by|google translate/i);
    expect(target.querySelector("a.goog-logo-link")).toBeNull();
    expect(target.querySelector("select.goog-te-combo")).not.toBeNull();
  });

  it("labels the language select for screen readers", () => {
    const { target } = stubWidget({ renders: true });
    loadGoogleTranslate("translate-test");
    expect(target.querySelector("select")).toHaveAttribute("aria-label", "Elija un idioma");
  });

  it("does nothing while the widget has not rendered yet", () => {
    const { target } = stubWidget({ renders: false });
    expect(() => loadGoogleTranslate("translate-test")).not.toThrow();
    expect(target.childNodes).toHaveLength(0);
  });
});

describe("a widget that renders late", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("is cleaned again at 1 s and at 3 s", () => {
    const { target } = stubWidget({ renders: false });
    loadGoogleTranslate("translate-test");

    target.innerHTML = gadgetHtml; // the widget renders late
    vi.advanceTimersByTime(999);
    expect(target.textContent).toContain("Powered by");
    vi.advanceTimersByTime(1);
    expect(target.textContent).not.toContain("Powered by");

    target.innerHTML = gadgetHtml; // and again, later still
    vi.advanceTimersByTime(1999);
    expect(target.textContent).toContain("Powered by");
    vi.advanceTimersByTime(1);
    expect(target.textContent).not.toContain("Powered by");
  });

  it("translates from the page's own language (a Spanish page is the source in Spanish)", () => {
    const calls: unknown[] = [];
    stubWidget({ renders: false });
    window.google!.translate!.TranslateElement = class {
      constructor(options: { pageLanguage: string }) {
        calls.push(options.pageLanguage);
      }
    };
    document.documentElement.lang = "es";
    loadGoogleTranslate("translate-test");
    document.documentElement.lang = "";
    expect(calls).toEqual(["es"]);
  });
});

describe("loadGoogleTranslate", () => {
  it("adds the script once and renders the widget with English as the source language", () => {
    const target = document.createElement("div");
    target.id = "translate-test";
    target.dataset.selectLabel = "Elija un idioma";
    document.body.append(target);

    loadGoogleTranslate("translate-test");
    loadGoogleTranslate("translate-test");
    const scripts = document.querySelectorAll("script[data-google-translate]");
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toHaveAttribute(
      "src",
      "https://translate.google.com/translate_a/element.js?cb=googleTranslateElementInit",
    );

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

describe("when the script cannot load", () => {
  it("tells each waiting control, and tries again on the next call", () => {
    const target = document.createElement("div");
    target.id = "translate-test";
    target.dataset.selectLabel = "Elija un idioma";
    document.body.append(target);
    const failed: string[] = [];

    loadGoogleTranslate("translate-test", () => failed.push("first"));
    const script = document.querySelector("script[data-google-translate]")!;
    script.dispatchEvent(new Event("error"));
    expect(failed).toEqual(["first"]);
    expect(document.querySelector("script[data-google-translate]")).toBeNull();

    loadGoogleTranslate("translate-test", () => failed.push("second"));
    expect(document.querySelectorAll("script[data-google-translate]")).toHaveLength(1);
    expect(failed).toEqual(["first"]);
  });
});
