import { expect, test, type Page } from "@playwright/test";
import { gotoScripted } from "./support/hydration";
import { articleSource as article } from "./support/articles";
import { neighbours } from "./support/article-page";

/*
 * The article page's read-aloud controls (spec §4, §8 speech messages, §9 speech settings),
 * against a recording stand-in for the browser's speech engine.
 */

test.describe("read aloud", () => {
  /** A recording stand-in for the browser's speech engine. */
  const stubSpeech = () => {
    type Utterance = {
      text: string;
      lang: string;
      rate: number;
      pitch: number;
      volume: number;
      onend: (() => void) | null;
    };
    const log: string[] = [];
    const utterances: Utterance[] = [];
    class FakeUtterance {
      lang = "";
      rate = 1;
      pitch = 1;
      volume = 1;
      onend = null;
      onerror = null;
      constructor(public text: string) {}
    }
    const engine = {
      speaking: false,
      pending: false,
      paused: false,
      speak(utterance: Utterance) {
        log.push("speak");
        utterances.push(utterance);
        engine.speaking = true;
      },
      pause() {
        log.push("pause");
        engine.paused = true;
      },
      resume() {
        log.push("resume");
        engine.paused = false;
      },
      cancel() {
        log.push("cancel");
        engine.speaking = false;
      },
      getVoices: () => [],
    };
    Object.defineProperty(window, "speechSynthesis", { configurable: true, value: engine });
    Object.defineProperty(window, "SpeechSynthesisUtterance", {
      configurable: true,
      writable: true,
      value: FakeUtterance,
    });
    Object.defineProperty(window, "__speech", { value: { log, utterances } });
  };

  type Recorded = {
    log: string[];
    utterances: { text: string; lang: string; rate: number; pitch: number; volume: number }[];
  };
  const recorded = (page: Page) =>
    page.evaluate(() => {
      const { log, utterances } = (window as unknown as { __speech: Recorded }).__speech;
      return {
        log: [...log],
        utterances: utterances.map(({ text, lang, rate, pitch, volume }) => ({
          text,
          lang,
          rate,
          pitch,
          volume,
        })),
      };
    });
  const endReading = (page: Page) =>
    page.evaluate(() => {
      const { utterances } = (
        window as unknown as {
          __speech: { utterances: { onend: (() => void) | null }[] };
        }
      ).__speech;
      utterances.at(-1)?.onend?.();
    });

  test("play, pause, resume, end, and stop", async ({ page }) => {
    await page.addInitScript(stubSpeech);
    await gotoScripted(page, "/blog/8");
    const controls = page.getByRole("group", { name: "Listen to this article" });
    const stop = controls.getByRole("button", { name: "Stop" });
    await expect(stop).toHaveCount(0);

    await controls.getByRole("button", { name: "Listen to article" }).click();
    await expect(controls.getByRole("button", { name: "Pause" })).toBeVisible();
    await expect(stop).toBeVisible();
    const { utterances } = await recorded(page);
    expect(utterances[0]!.text).toBe(article(8).title);
    for (const utterance of utterances) {
      expect(utterance).toMatchObject({ lang: "en-US", rate: 1.2, pitch: 0.6, volume: 1 });
    }
    const firstParagraph = (await page.locator("#article-body p").first().textContent())!
      .replace(/\s+/g, " ")
      .trim();
    expect(utterances.map((u) => u.text).join(" ")).toContain(firstParagraph);
    expect(utterances.some((u) => /[<>]/.test(u.text))).toBe(false);

    await controls.getByRole("button", { name: "Pause" }).click();
    await expect(controls.getByRole("button", { name: "Resume" })).toBeVisible();
    await expect(stop).toBeVisible();
    expect((await recorded(page)).log.at(-1)).toBe("pause");

    await controls.getByRole("button", { name: "Resume" }).click();
    await expect(controls.getByRole("button", { name: "Pause" })).toBeVisible();
    expect((await recorded(page)).log.at(-1)).toBe("resume");

    await endReading(page);
    await expect(controls.getByRole("button", { name: "Listen to article" })).toBeVisible();
    await expect(stop).toHaveCount(0);

    await controls.getByRole("button", { name: "Listen to article" }).click();
    await stop.click();
    expect((await recorded(page)).log.at(-1)).toBe("cancel");
    await expect(controls.getByRole("button", { name: "Listen to article" })).toBeFocused();
    await expect(stop).toHaveCount(0);
  });

  test("leaving the article stops the voice", async ({ page }) => {
    await page.addInitScript(stubSpeech);
    // The next article is a new document (a full page load, not a client-side route change):
    // the engine of the page being left notes its cancel where the next page can read it.
    await page.addInitScript(() => {
      const synth = window.speechSynthesis;
      const cancel = synth.cancel.bind(synth);
      synth.cancel = () => {
        sessionStorage.setItem("__speechCancelledOn", window.location.pathname);
        cancel();
      };
    });
    await gotoScripted(page, "/blog/8");
    await page.getByRole("button", { name: "Listen to article" }).click();
    await neighbours(page).locator('[data-neighbour="next"]').click();
    await expect(page).toHaveURL(/\/blog\/9$/);
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem("__speechCancelledOn")))
      .toBe("/blog/8");
    await expect(page.getByRole("button", { name: "Listen to article" })).toBeVisible();
  });

  test("without speech support, alerts", async ({ page }) => {
    await page.addInitScript(() => {
      for (const key of ["speechSynthesis", "SpeechSynthesisUtterance"]) {
        Reflect.deleteProperty(window, key);
        Reflect.deleteProperty(Window.prototype, key);
      }
    });
    await gotoScripted(page, "/blog/8");
    const dialog = new Promise<string>((resolve) =>
      page.once("dialog", (d) => {
        resolve(d.message());
        void d.accept();
      }),
    );
    await page.getByRole("button", { name: "Listen to article" }).click();
    expect(await dialog).toBe("Sorry, your browser does not support text-to-speech.");
    await expect(page.getByRole("button", { name: "Stop" })).toHaveCount(0);
  });
});
