import { readFileSync } from "node:fs";
import { render } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Logo } from "./logo";
import { LOGO_SYMBOL, LogoMarkDrawing } from "./logo-mark";

const sprite = readFileSync("src/components/ui/icons.svg", "utf8");

describe("Logo", () => {
  it("draws its mark as one <use> of the sprite's symbol, which each built page carries", () => {
    const { container } = render(<Logo tone="inverse" />);
    const svg = container.querySelector("svg")!;
    expect(svg.getAttribute("viewBox")).toBe("0 0 48 48");
    expect(svg.querySelector("path")).toBeNull();
    expect(svg.querySelector("use")?.getAttribute("href")).toMatch(/icons.*\.svg#logo-mark$/);
  });

  it("finds in the sprite the brand's drawing", () => {
    const drawing = renderToStaticMarkup(<LogoMarkDrawing />);
    expect(drawing).toContain("#fec6a8");
    expect(sprite).toContain(`<symbol id="${LOGO_SYMBOL}" viewBox="0 0 48 48">${drawing}</symbol>`);
  });
});
