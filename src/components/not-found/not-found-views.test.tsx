import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { providerPageCopy } from "@/content/insurance-page";
import { openingPageCopy } from "@/content/job-openings";
import { OpeningNotFound, ProviderNotFound } from "./not-found-views";

describe("the gone pages", () => {
  it.each([
    ["a closed opening", OpeningNotFound, openingPageCopy.notFound],
    ["an unknown insurance provider", ProviderNotFound, providerPageCopy.notFound],
  ])("say what happened to %s, with one link back to the list", (_what, View, copy) => {
    render(<View />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(copy.title);
    expect(screen.getByText(copy.text)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: copy.back })).toHaveAttribute("href", copy.backHref);
  });
});
