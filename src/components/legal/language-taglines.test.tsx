import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { taglineText, taglines } from "@/content/language-assistance";
import { siteConfig } from "@/content/site";
import { LanguageTaglines } from "./language-taglines";
import { taglineFontFamily } from "./tagline-fonts";

describe("LanguageTaglines", () => {
  it("is a region named 'Language Assistance' at #language-assistance", () => {
    render(<LanguageTaglines />);
    const region = screen.getByRole("region", { name: "Language Assistance" });
    expect(region).toHaveAttribute("id", "language-assistance");
    expect(
      within(region).getByRole("heading", { level: 2, name: "Language Assistance" }),
    ).toBeInTheDocument();
  });

  it("lists every tagline with its lang, dir, font, English label and sentence", () => {
    render(<LanguageTaglines />);
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items).toHaveLength(taglines.length);
    items.forEach((item, index) => {
      const tagline = taglines[index]!;
      expect(item).toHaveAttribute("lang", tagline.lang);
      expect(item).toHaveAttribute("dir", tagline.dir);
      expect(item.style.fontFamily).toBe(taglineFontFamily(tagline.lang));
      const label = item.querySelector('[lang="en"]');
      expect(label).toHaveTextContent(tagline.language);
      expect(item.querySelector("[data-tagline-text]")).toHaveTextContent(taglineText(tagline));
    });
  });

  it("makes both numbers tel: links in a left-to-right isolate", () => {
    render(<LanguageTaglines />);
    for (const item of within(screen.getByRole("list")).getAllByRole("listitem")) {
      const phone = within(item).getByRole("link", { name: siteConfig.phone.display });
      expect(phone).toHaveAttribute("href", `tel:${siteConfig.phone.e164}`);
      expect(phone).toHaveAttribute("dir", "ltr");
      const relay = within(item).getByRole("link", { name: "711" });
      expect(relay).toHaveAttribute("href", "tel:711");
      expect(relay).toHaveAttribute("dir", "ltr");
    }
  });
});
