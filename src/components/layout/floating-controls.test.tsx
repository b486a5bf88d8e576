import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { siteConfig } from "@/content/site";
import { ContactSideWidget, SocialStrip } from "./floating-controls";

describe("SocialStrip (the /contact floating control)", () => {
  it("lists Facebook, X and LinkedIn, each opening in a new tab", () => {
    render(<SocialStrip />);
    const links = screen.getAllByRole("link");
    expect(links.map((link) => link.getAttribute("aria-label"))).toEqual([
      "Facebook (opens in a new tab)",
      "X (opens in a new tab)",
      "LinkedIn (opens in a new tab)",
    ]);
    // The networks' home pages, placeholders until the agency's own profiles exist.
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "https://www.facebook.com/",
      "https://x.com/",
      "https://www.linkedin.com/",
    ]);
    expect(links.map((link) => link.getAttribute("data-placeholder"))).toEqual([
      "social.facebook",
      "social.x",
      "social.linkedin",
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    expect(screen.getByRole("complementary", { name: "Follow us" })).toHaveClass("lg:fixed");
  });
});

describe("ContactSideWidget (every other standard page)", () => {
  it("has an email link and a phone link", () => {
    render(<ContactSideWidget />);
    expect(screen.getByRole("link", { name: `Email us at ${siteConfig.email}` })).toHaveAttribute(
      "href",
      `mailto:${siteConfig.email}`,
    );
    expect(
      screen.getByRole("link", { name: `Call us at ${siteConfig.phone.display}` }),
    ).toHaveAttribute("href", `tel:${siteConfig.phone.e164}`);
    expect(screen.getByRole("complementary", { name: "Quick contact" })).toHaveClass("lg:fixed");
  });
});
