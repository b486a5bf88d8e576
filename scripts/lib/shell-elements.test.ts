import { describe, expect, it } from "vitest";
import { shellElementCount, shellElementProblems } from "./shell-elements.mjs";

const page = (shell: string, main: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body>${shell}<main id="main">${main}</main><footer><a href="/">x</a></footer></body></html>`;

describe("shellElementCount", () => {
  it("counts the start tags outside <main>, not a script's or a stylesheet's text", () => {
    // html, head, title, body, header, nav, a, a, style, script, footer, a: each tag once, and
    // the "<b" in the stylesheet and the script is text, not an element.
    const html = page(
      '<header><nav><a href="/a">a</a><a href="/b">b</a></nav></header><style>a<b{}</style><script>if(a<b){}</script>',
      "<p>one</p><p>two</p><div><span>three</span></div>",
    );
    expect(shellElementCount(html)).toBe(12);
  });

  it("counts the page's icon symbols as one element, and an <svg> that draws as its own", () => {
    const symbols =
      '<svg class="icon-symbols"><symbol id="phone"><path d="M1 1"/></symbol><symbol id="x"><path d="M2 2"/><path d="M3 3"/></symbol></svg>';
    // html, head, title, body, the symbols' svg, footer, a.
    expect(shellElementCount(page(symbols, ""))).toBe(7);
    // The same symbols in an <svg> that draws: 5 elements more.
    expect(shellElementCount(page(symbols.replace(' class="icon-symbols"', ""), ""))).toBe(12);
  });

  it("counts a template's contents, and leaves a page without <main> alone", () => {
    expect(shellElementCount(page("<template><ul><li>x</li></ul></template>", ""))).toBe(9);
    expect(shellElementCount("<html><body><p>x</p></body></html>")).toBeUndefined();
  });
});

describe("shellElementProblems", () => {
  it("names each page over the limit with its count, and passes the others", () => {
    const light = page("<header></header>", "<p>x</p>");
    const heavy = page(`<header>${"<div></div>".repeat(20)}</header>`, "<p>x</p>");
    expect(
      shellElementProblems(
        new Map([
          ["index.html", light],
          ["es/contact.html", heavy],
        ]),
        10,
      ),
    ).toEqual(["/es/contact: 27 elements outside <main>, more than 10"]);
  });
});
