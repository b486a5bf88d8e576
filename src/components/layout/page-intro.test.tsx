import { render, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PageIntro } from "./page-intro";

const crumbs = [
  { label: "Home", href: "/" },
  { label: "About", href: "/about" },
];
const copy = { eyebrow: "Who we are", title: "About us", description: "A short introduction." };

describe("PageIntro", () => {
  it("draws a content module's intro object exactly as the three words given one by one", () => {
    const given = renderToStaticMarkup(
      <PageIntro id="t" crumbs={crumbs} copy={copy}>
        <p>More</p>
      </PageIntro>,
    );
    const spelled = renderToStaticMarkup(
      <PageIntro
        id="t"
        crumbs={crumbs}
        eyebrow="Who we are"
        title="About us"
        description="A short introduction."
      >
        <p>More</p>
      </PageIntro>,
    );
    expect(given).toBe(spelled);
  });

  it("labels the section by its one h1 and shows the eyebrow and introduction", () => {
    render(<PageIntro id="about-title" crumbs={crumbs} copy={copy} />);
    const h1 = screen.getByRole("heading", { level: 1, name: "About us" });
    expect(h1).toHaveAttribute("id", "about-title");
    expect(screen.getByRole("region", { name: "About us" })).toContainElement(h1);
    expect(screen.getByText("Who we are")).toBeInTheDocument();
    expect(screen.getByText("A short introduction.")).toBeInTheDocument();
  });
});
