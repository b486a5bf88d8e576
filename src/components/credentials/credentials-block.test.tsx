import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CareCompareLink, CredentialsBlock } from "./credentials-block";

describe("Check our credentials", () => {
  it("gives each number with a link to the public register that confirms it", () => {
    render(<CredentialsBlock />);
    const block = screen.getByRole("region", { name: "Check our credentials" });
    const links = within(block).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "https://dph.illinois.gov/topics-services/health-care-regulation/health-care-facilities/home-health.html",
      "https://www.medicare.gov/care-compare/",
      "https://npiregistry.cms.hhs.gov/",
    ]);
    for (const link of links) expect(link).not.toHaveAttribute("target");
    expect(within(block).getAllByText("Number to be added")).toHaveLength(3);
    expect(
      [...block.querySelectorAll("[data-placeholder]")].map((el) =>
        el.getAttribute("data-placeholder"),
      ),
    ).toEqual(["credentials.illinois-license", "credentials.medicare-ccn", "credentials.npi"]);
  });

  it("links the satisfaction figures to Medicare Care Compare", () => {
    render(<CareCompareLink />);
    expect(
      screen.getByRole("link", { name: "See our Medicare Care Compare ratings" }),
    ).toHaveAttribute("href", "https://www.medicare.gov/care-compare/");
  });
});
