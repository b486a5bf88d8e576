import { afterEach, describe, expect, it, vi } from "vitest";
import { loadAfterPaint, loadShellScriptsAfterPaint } from "./shell-scripts.mjs";

const HEADER = "/_astro/SiteHeader.astro_astro_type_script_index_0_lang.B890Q94H.js";
const ARTICLE = "/_astro/ArticleScripts.astro_astro_type_script_index_0_lang.Ab1.js";
const tag = (src: string) => `<script type="module" src="${src}"></script>`;

describe("loadShellScriptsAfterPaint", () => {
  it("replaces the header's script tag with one inline module that imports the same file", () => {
    const { html, changed } = loadShellScriptsAfterPaint(`<head><meta>${tag(HEADER)}</head>`);
    expect(changed).toBe(1);
    expect(html).not.toContain(" src=");
    expect(html).toMatch(
      /^<head><meta><script type="module">\(function loadAfterPaint\(.*\)\(\["\/_astro\/SiteHeader\.astro_astro_type_script_index_0_lang\.B890Q94H\.js"\]\)<\/script><\/head>$/,
    );
  });

  it("gives an article one loader for both its scripts, in their order, where the first was", () => {
    const { html, changed } = loadShellScriptsAfterPaint(
      `<head>${tag(HEADER)}<title>t</title></head><body>${tag(ARTICLE)}</body>`,
    );
    expect(changed).toBe(2);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain(`)(["${HEADER}","${ARTICLE}"])</script><title>t</title>`);
    expect(html).toMatch(/<body><\/body>$/);
  });

  it("writes the loader on one line, without the source's line breaks, and it still compiles", () => {
    const { html } = loadShellScriptsAfterPaint(tag(HEADER));
    expect(html).not.toContain("\n");
    // A line comment inside the function would swallow the rest of that one line.
    const code = /<script type="module">(.*)<\/script>/.exec(html)?.[1] ?? "";
    expect(code).toMatch(/^\(function loadAfterPaint/);
    expect(() => new Function(code)).not.toThrow();
  });

  it("leaves every other script as it is (an island's, an inline one, one already low)", () => {
    const other =
      '<script type="module" src="/_astro/client.abc.js"></script><script type="module">x()</script>' +
      `<script type="module" fetchpriority="low" src="${HEADER}"></script>`;
    expect(loadShellScriptsAfterPaint(other)).toEqual({ html: other, changed: 0 });
  });
});

type PaintCallback = (list: { getEntriesByName(name: string): unknown[] }) => void;

/**
 * A page for the loader: its window's events, its readyState, its paint observer and its
 * frames (an intersection observer answers once the next frame is drawn).
 */
function fakePage({ observer = true, frames = true } = {}) {
  const window = new EventTarget();
  const document = { readyState: "loading" as DocumentReadyState, documentElement: {} };
  type FrameCallback = (entries: unknown[], observer: FakeIntersectionObserver) => void;
  const watching = new Set<FakeIntersectionObserver>();
  class FakeIntersectionObserver {
    callback: FrameCallback;
    constructor(callback: FrameCallback) {
      this.callback = callback;
    }
    observe(target: unknown) {
      expect(target).toBe(document.documentElement);
      watching.add(this);
    }
    disconnect() {
      watching.delete(this);
    }
  }
  let deliver: ((names: string[]) => void) | undefined;
  class FakeObserver {
    static supportedEntryTypes = ["paint", "largest-contentful-paint"];
    #callback: PaintCallback;
    disconnected = false;
    constructor(callback: PaintCallback) {
      this.#callback = callback;
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: "paint", buffered: true });
      deliver = (names) => {
        if (this.disconnected) return;
        this.#callback({ getEntriesByName: (name) => names.filter((n) => n === name) });
      };
    }
    disconnect() {
      this.disconnected = true;
    }
  }
  vi.stubGlobal("addEventListener", window.addEventListener.bind(window));
  vi.stubGlobal("document", document);
  vi.stubGlobal("PerformanceObserver", observer ? FakeObserver : undefined);
  vi.stubGlobal("IntersectionObserver", frames ? FakeIntersectionObserver : undefined);
  const loaded: string[] = [];
  return {
    loaded,
    load: (source: string) => loaded.push(source),
    paint: (...names: string[]) => deliver?.(names),
    loadEvent() {
      document.readyState = "complete";
      window.dispatchEvent(new Event("load"));
    },
    dispatch: (type: string) => window.dispatchEvent(new Event(type)),
    /** The next frame is drawn: each observer watching answers. */
    frame: () => [...watching].forEach((observer) => observer.callback([], observer)),
    watching,
  };
}

describe("loadAfterPaint", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("loads nothing before the first contentful paint, the load event and the frame after, then each file once", () => {
    const page = fakePage();
    loadAfterPaint([HEADER, ARTICLE], page.load);
    page.paint("first-paint");
    page.frame();
    expect(page.loaded).toEqual([]);
    page.paint("first-contentful-paint");
    page.frame();
    expect(page.loaded).toEqual([]); // painted, but the page's pictures are still loading
    page.loadEvent();
    expect(page.loaded).toEqual([]); // loaded: the last picture is painted in the next frame
    page.frame();
    expect(page.loaded).toEqual([HEADER, ARTICLE]);
    expect(page.watching.size).toBe(0);
    page.frame();
    page.dispatch("pointerdown");
    page.loadEvent();
    expect(page.loaded).toEqual([HEADER, ARTICLE]);
  });

  it("waits for the first contentful paint when the page loaded before it", () => {
    const page = fakePage();
    loadAfterPaint([HEADER], page.load);
    page.loadEvent();
    page.frame();
    expect(page.loaded).toEqual([]);
    page.paint("first-contentful-paint");
    expect(page.loaded).toEqual([]);
    page.frame();
    expect(page.loaded).toEqual([HEADER]);
  });

  it("loads at the load event in a browser without intersection observers", () => {
    const page = fakePage({ frames: false });
    loadAfterPaint([HEADER], page.load);
    page.paint("first-contentful-paint");
    expect(page.loaded).toEqual([]);
    page.loadEvent();
    expect(page.loaded).toEqual([HEADER]);
  });

  it.each(["pointerdown", "keydown", "focusin"])(
    "loads at once when the visitor's first %s comes before the paint, and only once",
    (type) => {
      const page = fakePage();
      loadAfterPaint([HEADER], page.load);
      page.dispatch(type);
      expect(page.loaded).toEqual([HEADER]);
      page.paint("first-contentful-paint");
      page.loadEvent();
      page.dispatch(type === "keydown" ? "pointerdown" : "keydown");
      expect(page.loaded).toEqual([HEADER]);
    },
  );

  it("loads after the load event and the frame after in a browser that cannot observe paints", () => {
    const page = fakePage({ observer: false });
    loadAfterPaint([HEADER], page.load);
    page.frame();
    expect(page.loaded).toEqual([]);
    page.loadEvent();
    expect(page.loaded).toEqual([]);
    page.frame();
    expect(page.loaded).toEqual([HEADER]);
  });
});
