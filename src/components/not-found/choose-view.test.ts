import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { chooseNotFoundView } from "./choose-view";

/** A stand-in location whose `replace` is observed. */
const at = (pathname: string) => ({ pathname, replace: vi.fn() });

beforeEach(() => {
  document.body.innerHTML = `
    <div data-not-found data-console-message="404 Error: missing:"><h1>Oops</h1></div>
    <template data-path-pattern="^/blog/[^/]+/?$" data-redirect="/blog"><h1>Moved</h1></template>
    <template data-path-pattern="^/insurance/[^/]+/?$"><h1>Provider not found</h1></template>`;
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

  it("shows the provider message on /insurance/{unknown}", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    chooseNotFoundView(at("/insurance/nobody"));
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
