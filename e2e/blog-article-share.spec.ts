import { expect, test, type Page } from "@playwright/test";
import { gotoScripted } from "./support/hydration";
import { articleSource as article } from "./support/articles";
import { canonicalOf } from "./support/article-page";

/*
 * The article page's share buttons (spec §2 "Blog article", §8 copy and sharing messages, §9
 * 600x400 popup). Expectations come from the Markdown sources and the spec, not from the
 * page's code.
 */

test.describe("share", () => {
  const SHARE_HOSTS = /^https:\/\/(www\.facebook\.com|twitter\.com|x\.com|www\.linkedin\.com)\//;

  test("Facebook, X and LinkedIn open a 600x400 popup with the article's URL", async ({
    page,
    context,
  }) => {
    // No real social site: the popups get a stub page.
    await context.route(SHARE_HOSTS, (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/html",
        body: "<!doctype html><title>stub</title>",
      }),
    );
    await page.addInitScript(() => {
      const calls: unknown[][] = [];
      Object.defineProperty(window, "__openCalls", { value: calls });
      const original = window.open.bind(window);
      window.open = (...args: Parameters<typeof window.open>) => {
        calls.push(args);
        return original(...args);
      };
    });
    await gotoScripted(page, "/blog/4");
    const canonical = await canonicalOf(page);
    expect(canonical).toMatch(/\/blog\/4$/);

    const cases = [
      { name: "Facebook", host: "www.facebook.com", param: "u" },
      { name: "X", host: "twitter.com", param: "url" },
      { name: "LinkedIn", host: "www.linkedin.com", param: "url" },
    ];
    for (const [index, { name, host, param }] of cases.entries()) {
      const [popup] = await Promise.all([
        page.waitForEvent("popup"),
        page.getByRole("button", { name: `Share on ${name}` }).click(),
      ]);
      await popup.waitForURL((url) => url.host === host);
      const url = new URL(popup.url());
      expect(url.searchParams.get(param), name).toBe(canonical);
      if (name === "X") {
        expect(url.searchParams.get("text")).toBe(`${article(4).title} - Check out this article!`);
      }
      if (name === "LinkedIn") expect(url.searchParams.get("title")).toBe(article(4).title);
      expect(await popup.evaluate(() => window.opener)).toBeNull();
      await popup.close();

      const calls = await page.evaluate(
        () => (window as unknown as { __openCalls: string[][] }).__openCalls,
      );
      const [href, , features] = calls[index]!;
      expect(new URL(href!).host).toBe(host);
      const size = Object.fromEntries(
        features!.split(",").map((pair) => pair.trim().split("=") as [string, string]),
      );
      expect([size.width, size.height], name).toEqual(["600", "400"]);
    }
  });

  async function stubClipboard(page: Page, succeed: boolean) {
    await page.addInitScript((ok) => {
      Reflect.deleteProperty(Navigator.prototype, "share");
      Reflect.deleteProperty(navigator, "share");
      const writes: string[] = [];
      Object.defineProperty(window, "__writes", { value: writes });
      Object.defineProperty(Navigator.prototype, "clipboard", {
        configurable: true,
        get: () => ({
          writeText: (text: string) => {
            writes.push(text);
            return ok ? Promise.resolve() : Promise.reject(new Error("denied"));
          },
        }),
      });
    }, succeed);
  }

  const nextDialog = (page: Page) =>
    new Promise<string>((resolve) =>
      page.once("dialog", (dialog) => {
        resolve(dialog.message());
        void dialog.accept();
      }),
    );

  test("without a share sheet, Copy link copies the URL and alerts", async ({ page }) => {
    await stubClipboard(page, true);
    await gotoScripted(page, "/blog/5");
    const canonical = await canonicalOf(page);
    const dialog = nextDialog(page);
    await page.getByRole("button", { name: "Copy link", exact: true }).click();
    expect(await dialog).toBe("Link copied to clipboard!");
    expect(
      await page.evaluate(() => (window as unknown as { __writes: string[] }).__writes),
    ).toEqual([canonical]);
  });

  test("a failed copy alerts with the URL to copy by hand", async ({ page }) => {
    await stubClipboard(page, false);
    await gotoScripted(page, "/blog/5");
    const canonical = await canonicalOf(page);
    const dialog = nextDialog(page);
    await page.getByRole("button", { name: "Copy link", exact: true }).click();
    expect(await dialog).toBe(`Failed to copy link. Please copy manually: ${canonical}`);
  });

  test("with a share sheet, Share uses it (no alert); a cancel is silent", async ({ page }) => {
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      Object.defineProperty(window, "__shareCalls", { value: calls });
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        value: (data: unknown) => {
          calls.push(data);
          return calls.length === 1
            ? Promise.resolve()
            : Promise.reject(new DOMException("cancelled", "AbortError"));
        },
      });
    });
    const dialogs: string[] = [];
    const errors: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await gotoScripted(page, "/blog/6");
    const canonical = await canonicalOf(page);
    const share = page.getByRole("button", { name: "Share", exact: true });
    await share.click();
    await share.click();
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __shareCalls: unknown[] }).__shareCalls),
      )
      .toEqual([
        {
          title: article(6).title,
          text: `${article(6).title} - Check out this article!`,
          url: canonical,
        },
        {
          title: article(6).title,
          text: `${article(6).title} - Check out this article!`,
          url: canonical,
        },
      ]);
    expect(dialogs).toEqual([]);
    expect(errors.filter((text) => /AbortError|cancelled/.test(text))).toEqual([]);
  });
});
