import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { chooseNotFoundView } from "./choose-view";

/** A stand-in location whose `replace` is observed. */
const at = (pathname: string, search = "", hash = "") => ({
  pathname,
  search,
  hash,
  replace: vi.fn(),
});

beforeEach(() => {
  document.body.innerHTML = `
    <div data-not-found data-console-message="404 Error: missing:"
      data-known-paths="/ /blog /blog/3 /insurance /insurance/medicare"><h1>Oops</h1></div>
    <template data-path-pattern="^/blog/[^/]+/?$" data-redirect="/blog"><h1>Moved</h1></template>
    <template data-path-pattern="^/insurance/[^/]+/?$" data-title="Provider Not Found | Site"
      ><h1>Provider not found</h1></template>`;
});

afterEach(() => {
  document.body.innerHTML = "";
});

describe("chooseNotFoundView", () => {
  it("logs the missing path and keeps the plain message when no pattern fits", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const location = at("/no-such-page");
    chooseNotFoundView(location);
    expect(log).toHaveBeenCalledWith("404 Error: missing:", "/no-such-page");
    expect(document.querySelector("h1")?.textContent).toBe("Oops");
    expect(location.replace).not.toHaveBeenCalled();
  });

  it("shows the provider message on /insurance/{unknown}, with a title that matches it", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const doc = { title: "Page Not Found | Site" };
    chooseNotFoundView(at("/insurance/nobody"), document, doc);
    expect(document.querySelector("[data-not-found] h1")?.textContent).toBe("Provider not found");
    expect(doc.title).toBe("Provider Not Found | Site");
  });

  it("sends a page's path in other letter case on to the page, keeping query and hash", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    for (const [path, page] of [
      ["/insurance/MEDICARE", "/insurance/medicare"],
      ["/Insurance/Medicare/", "/insurance/medicare"],
      ["/BLOG/3", "/blog/3"],
    ] as const) {
      const location = at(path, "?tab=calculator", "#top");
      chooseNotFoundView(location);
      expect(location.replace).toHaveBeenCalledWith(`${page}?tab=calculator#top`);
    }
    expect(log).not.toHaveBeenCalled();
    expect(document.querySelector("[data-not-found] h1")?.textContent).toBe("Oops");
  });

  it("does not send an unknown path in capitals anywhere but the provider message", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const location = at("/insurance/NOBODY");
    chooseNotFoundView(location);
    expect(location.replace).not.toHaveBeenCalled();
    expect(document.querySelector("[data-not-found] h1")?.textContent).toBe("Provider not found");
  });

  it("sends /blog/{unknown} on to the blog, replacing the history entry", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const location = at("/blog/999");
    chooseNotFoundView(location);
    expect(document.querySelector("[data-not-found] h1")?.textContent).toBe("Moved");
    expect(location.replace).toHaveBeenCalledWith("/blog");
  });
});
