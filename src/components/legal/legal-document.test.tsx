import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { hipaaNotice, OCR_COMPLAINT_URL } from "@/content/legal/hipaa-notice";
import { siteConfig } from "@/content/site";
import { LegalDocument } from "./legal-document";

describe("LegalDocument view", () => {
  it("renders the title, dates, contents and numbered sections", () => {
    render(<LegalDocument document={hipaaNotice} path="/hipaa-notice" />);

    expect(screen.getByRole("heading", { level: 1, name: hipaaNotice.title })).toBeInTheDocument();
    expect(screen.getByText("Effective Date:").parentElement).toHaveTextContent(
      "Effective Date: 1/3/03",
    );
    expect(screen.getByText("Revised:").parentElement).toHaveTextContent("Revised: 06/25/2020");

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
});
