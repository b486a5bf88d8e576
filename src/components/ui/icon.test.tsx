import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { drawnIcon } from "../../../test/icons";
import { Icon } from "./icon";
import { ICON_NAMES } from "@/content/icons";
import { socialLinks } from "@/content/social";
import { BRAND_MARKS } from "../../../scripts/lib/brand-marks.mjs";
import { SocialIcon } from "./social-icons";
import spriteText from "./icons.svg?raw";
import { readFileSync } from "node:fs";

type LucideNode = [tag: string, attrs: Record<string, string | number>][];

describe("Icon", () => {
  it("draws one symbol of the sprite file, hidden from assistive technology", () => {
    const { container } = render(<Icon name="phone" className="size-5 text-brand-700" />);
    const svg = container.querySelector("svg")!;
    expect(svg).toHaveAttribute("aria-hidden", "true");
    // focusable="false" was for Internet Explorer only: 18 bytes an icon, 46 on a service page.
    expect(svg).not.toHaveAttribute("focusable");
    expect(svg).toHaveAttribute("class", "size-5 text-brand-700");
    expect(svg).toHaveAttribute("viewBox", "0 0 24 24");
    // lucide's drawing is the stylesheet's rule for an icon without a fill (shell.css).
    for (const name of ["fill", "stroke", "stroke-width", "width", "height"])
      expect(svg).not.toHaveAttribute(name);
    const href = svg.querySelector("use")!.getAttribute("href")!;
    expect(href).toMatch(/icons(\.[\w-]+)?\.svg#phone$/);
    expect(href.startsWith("data:")).toBe(false);
    expect(drawnIcon(svg)).toBe("phone");
    // The paths come from the sprite, not a copy in the page.
    expect(svg.querySelector("path")).toBeNull();
  });

  it("names the page's own symbol when the built page carries it, so an island hydrates to the same href", () => {
    const defs = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    defs.innerHTML = '<symbol id="phone" viewBox="0 0 24 24"><path d="M1 1"/></symbol>';
    document.body.prepend(defs);
    try {
      const { container } = render(
        <>
          <Icon name="phone" />
          <Icon name="clock" />
        </>,
      );
      const [phone, clock] = [...container.querySelectorAll("use")].map((use) =>
        use.getAttribute("href"),
      );
      expect(phone).toBe("#phone");
      // An icon the page's HTML does not have (one only a click shows) still comes from the sprite.
      expect(clock).toMatch(/icons(\.[\w-]+)?\.svg#clock$/);
    } finally {
      defs.remove();
    }
  });

  it("is an image named by its label when it alone carries the meaning", () => {
    const { getByRole } = render(<Icon name="star" label="5 stars" fill="currentColor" />);
    const svg = getByRole("img", { name: "5 stars" });
    expect(svg).not.toHaveAttribute("aria-hidden");
    expect(svg).toHaveAttribute("fill", "currentColor");
  });

  it("passes a finer or bolder stroke", () => {
    const { container } = render(<Icon name="check" strokeWidth={3} />);
    const svg = container.querySelector("svg")!;
    expect(svg).toHaveAttribute("stroke-width", "3");
    // It carries the whole drawing, so the stylesheet's rule (for icons without a fill) skips it.
    expect(svg).toHaveAttribute("fill", "none");
    expect(svg).toHaveAttribute("stroke", "currentColor");
  });

  it("the stylesheet draws an icon without attributes as lucide does", () => {
    const shellCss = readFileSync("src/styles/shell.css", "utf8");
    const rule = /svg\[viewBox="0 0 24 24"\]:not\(\[fill\]\)\s*\{([^}]*)\}/.exec(shellCss)![1];
    for (const line of [
      "width: 24px",
      "height: 24px",
      "fill: none",
      "stroke: currentColor",
      "stroke-width: 2",
      "stroke-linecap: round",
      "stroke-linejoin: round",
    ])
      expect(rule).toContain(line);
  });
});

describe("icons.svg, the sprite", () => {
  const sprite = new DOMParser().parseFromString(spriteText, "image/svg+xml");
  const symbols = [...sprite.querySelectorAll("symbol")];

  it("holds exactly one symbol per name, and no other (node --import tsx scripts/icon-sprite.mjs rewrites it)", () => {
    const brands = socialLinks.map(({ network }) => `brand-${network}`);
    expect(symbols.map((symbol) => symbol.id).sort()).toEqual(
      [...ICON_NAMES, ...brands, "logo-mark"].sort(),
    );
  });

  it.each(ICON_NAMES)("draws %s as lucide-react's own icon data does", async (name) => {
    const { __iconData: lucide } = (await import(
      /* @vite-ignore */ `lucide-react/icons/${name}`
    )) as { __iconData: { node: LucideNode } };
    const symbol = sprite.getElementById(name)!;
    expect(symbol.getAttribute("viewBox")).toBe("0 0 24 24");
    const drawn = [...symbol.children].map((child) => [
      child.tagName,
      Object.fromEntries([...child.attributes].map((attr) => [attr.name, attr.value])),
    ]);
    const expected = lucide.node.map(([tag, { key: _key, ...attrs }]) => [
      tag,
      Object.fromEntries(Object.entries(attrs).map(([k, v]) => [k, String(v)])),
    ]);
    expect(drawn).toEqual(expected);
  });

  it.each(socialLinks.map(({ network }) => network))(
    "holds the %s mark as one filled path, drawn by <SocialIcon>",
    (network) => {
      const symbol = sprite.getElementById(`brand-${network}`)!;
      expect([...symbol.children].map((child) => [child.tagName, child.getAttribute("d")])).toEqual(
        [["path", BRAND_MARKS[network]]],
      );
      const { container } = render(<SocialIcon network={network} className="size-5" />);
      const svg = container.querySelector("svg")!;
      expect(svg).toHaveAttribute("fill", "currentColor");
      expect(svg).toHaveAttribute("aria-hidden", "true");
      expect(drawnIcon(svg)).toBe(`brand-${network}`);
    },
  );
});
