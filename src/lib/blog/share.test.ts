import { describe, expect, it } from "vitest";
import { popupFeatures, shareLinks, shareText } from "./share";

const URL_ = "https://www.example.org/blog/3";
const TITLE = "Falls & Safety: 10 Tips?";
const EXCERPT = "Small changes at home = fewer falls. Here's how #1";

describe("shareText", () => {
  it("is the title followed by ' - Check out this article!'", () => {
    expect(shareText("Heart Health at Home")).toBe(
      "Heart Health at Home - Check out this article!",
    );
  });
});

describe("shareLinks", () => {
  const links = shareLinks(URL_, TITLE, EXCERPT);

  it("Facebook gets the article URL as u", () => {
    const url = new URL(links.facebook);
    expect(url.origin + url.pathname).toBe("https://www.facebook.com/sharer/sharer.php");
    expect(url.searchParams.get("u")).toBe(URL_);
    expect([...url.searchParams.keys()]).toEqual(["u"]);
  });

  it("X gets the URL and the share text, both encoded", () => {
    const url = new URL(links.x);
    expect(url.origin + url.pathname).toBe("https://twitter.com/intent/tweet");
    expect(url.searchParams.get("url")).toBe(URL_);
    expect(url.searchParams.get("text")).toBe(`${TITLE} - Check out this article!`);
    // Reserved characters of the title cannot leak into the query as separators.
    expect(links.x).not.toContain("& Safety");
    expect(links.x).not.toContain("Tips?");
  });

  it("LinkedIn gets the URL, the title and the excerpt", () => {
    const url = new URL(links.linkedin);
    expect(url.origin + url.pathname).toBe("https://www.linkedin.com/sharing/share-offsite/");
    expect(url.searchParams.get("url")).toBe(URL_);
    expect(url.searchParams.get("title")).toBe(TITLE);
    expect(url.searchParams.get("summary")).toBe(EXCERPT);
  });
});

describe("popupFeatures", () => {
  const parse = (features: string) =>
    Object.fromEntries(features.split(",").map((pair) => pair.split("=") as [string, string]));

  it("asks for a 600x400 popup without noopener (window.open must return the window)", () => {
    const features = parse(popupFeatures());
    expect(features.width).toBe("600");
    expect(features.height).toBe("400");
    expect(features.popup).toBe("yes");
    expect(popupFeatures()).not.toMatch(/noopener|noreferrer/);
  });

  it("centres the popup over the given window box", () => {
    const features = parse(popupFeatures({ left: 100, top: 50, width: 1400, height: 900 }));
    expect(features.left).toBe("500"); // 100 + (1400 - 600) / 2
    expect(features.top).toBe("300"); // 50 + (900 - 400) / 2
  });

  it("never places it off screen when the window is smaller than the popup", () => {
    const features = parse(popupFeatures({ left: 0, top: 0, width: 320, height: 300 }));
    expect(features.left).toBe("0");
    expect(features.top).toBe("0");
  });
});
