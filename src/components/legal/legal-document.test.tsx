import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { hipaaNotice, OCR_COMPLAINT_URL } from "@/content/legal/hipaa-notice";
import { nondiscriminationNotice } from "@/content/legal/nondiscrimination";
import { pages } from "@/content/pages";
import { siteConfig } from "@/content/site";
import { LegalDocument } from "./legal-document";

describe("LegalDocument view", () => {
  it("renders the title, dates, contents and numbered sections", () => {
    render(<LegalDocument document={hipaaNotice} path="/hipaa-notice" />);

    expect(screen.getByRole("heading", { level: 1, name: hipaaNotice.title })).toBeInTheDocument();
    // The effective date is the agency's to set: shown marked, for the launch check.
    const dates = screen.getByText("Effective Date:").parentElement;
    expect(dates).toHaveTextContent(
      "Effective Date: Set on the day this notice is first published",
    );
    expect(dates?.querySelector('[data-placeholder="legal.hipaa-effective-date"]')).not.toBeNull();
    expect(screen.queryByText("Revised:")).toBeNull();
    expect(screen.getByRole("link", { name: "1-800-555-0142" })).toHaveAttribute(
      "data-placeholder",
      "legal.privacy-phone",
    );

    const toc = screen.getByRole("navigation", { name: "On this page" });
    const tocLinks = within(toc).getAllByRole("link");
    expect(tocLinks).toHaveLength(hipaaNotice.sections.length);
    expect(tocLinks[0]).toHaveAttribute("href", `#${hipaaNotice.sections[0]!.id}`);

    for (const s of hipaaNotice.sections) {
      const region = screen.getByRole("region", { name: `${s.number}. ${s.title}` });
      expect(region).toHaveAttribute("id", s.id);
    }

    const complaintLink = screen.getByRole("link", { name: /Office for Civil Rights/ });
    expect(complaintLink).toHaveAttribute("href", OCR_COMPLAINT_URL);
    expect(complaintLink).not.toHaveAttribute("target");
    expect(document.querySelector("address")).toHaveTextContent(siteConfig.address.street);
  });

  it("lets a web address shown as a link break on a phone, never a phone number", () => {
    render(
      <LegalDocument document={nondiscriminationNotice} path={pages.nondiscrimination.path} />,
    );
    const address = screen.getByRole("link", { name: /\/nondiscrimination$/ });
    expect(address).toHaveAttribute("href", pages.nondiscrimination.path);
    expect(address).toHaveClass("wrap-anywhere");
    const phone = screen.getAllByRole("link", { name: siteConfig.civilRights.phone.display })[0];
    expect(phone).toHaveClass("whitespace-nowrap");
    expect(phone).not.toHaveClass("wrap-anywhere");
  });
});
