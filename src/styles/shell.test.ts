import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * The shell's short classes (shell.css) stand for long utility strings: a class the layout
 * components write but the stylesheet no longer defines would leave a link unstyled, and the
 * build would not complain (Tailwind ignores a class it does not know).
 */
const css = ["shell", "buttons", "header"]
  .map((name) => readFileSync(`src/styles/${name}.css`, "utf8"))
  .join("\n");
// A rule's first class, alone (`.nav-top {`) or with a pseudo-element (`.chevron::before {`).
const defined = new Set([...css.matchAll(/^\s*\.([\w-]+)(?:::[\w-]+)?\s*\{/gm)].map((m) => m[1]));
const uses: Record<string, string[]> = {
  "src/components/layout/DesktopNav.astro": ["nav-top", "nav-toggle", "chevron"],
  "src/components/layout/scripts/nav-panels.ts": ["nav-sub"],
  "src/components/layout/MobileMenu.astro": [
    "menu-button",
    "menu-row",
    "menu-toggle",
    "menu-sub",
    "menu-dialog",
    "menu-nav",
    "menu-top",
    "menu-sublist",
    "chevron",
  ],
  "src/components/layout/SiteHeader.astro": ["site-header", "bleed"],
  "src/components/layout/SiteShell.astro": ["bleed"],
  "src/components/layout/office-hours.tsx": ["hours-item", "hours-icon"],
  "src/components/layout/TranslateControl.astro": ["translate-toggle"],
  "src/components/locale/LanguageSwitch.astro": ["lang-switch"],
  "src/components/layout/phone-link.tsx": ["phone-link"],
  "src/components/layout/site-footer.tsx": ["footer-link", "social-link", "bleed"],
  "src/components/ui/button-variants.ts": [
    "btn",
    "btn-primary",
    "btn-accent",
    "btn-secondary",
    "btn-ghost",
    "btn-link",
    "btn-inverse",
    "btn-destructive",
  ],
};

describe("shell.css", () => {
  it.each(Object.entries(uses))("defines every short class %s uses", (file, classes) => {
    const source = readFileSync(file, "utf8");
    for (const name of classes) {
      expect(source).toMatch(new RegExp(`["\\s]${name}["\\s]`));
      expect(defined).toContain(name);
    }
  });

  it("is imported by the site's stylesheet, and imports the buttons' classes", () => {
    expect(readFileSync("src/styles/globals.css", "utf8")).toContain('@import "./shell.css";');
    expect(css).toMatch(/^@import "\.\/buttons\.css";\n@import "\.\/header\.css";/);
  });

  it("gives every variant of buttonVariants its class, and no class it does not write", async () => {
    const { buttonVariants } = await import("@/components/ui/button-variants");
    const variants = ["primary", "accent", "secondary", "ghost", "link", "inverse", "destructive"];
    for (const variant of variants)
      expect(buttonVariants({ variant: variant as "primary" }).split(" ")).toContain(
        `btn-${variant}`,
      );
    const written = [...defined].filter((name) => name?.startsWith("btn-"));
    expect(written.sort()).toEqual(variants.map((v) => `btn-${v}`).sort());
  });
});
