import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { drawnIcon } from "../../../../test/icons";
import { ReadAloud } from "./read-aloud";
import { setUpReadAloud } from "./scripts/read-aloud";

class FakeUtterance {
  lang = "";
  rate = 1;
  pitch = 1;
  volume = 1;
  onend: (() => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  constructor(public text: string) {}
}

function fakeEngine() {
  const queue: FakeUtterance[] = [];
  return {
    queue,
    speaking: false,
    pending: false,
    paused: false,
    speak: vi.fn((utterance: FakeUtterance) => queue.push(utterance)),
    pause: vi.fn(),
    resume: vi.fn(),
    cancel: vi.fn(),
  };
}

let engine: ReturnType<typeof fakeEngine>;

beforeEach(() => {
  engine = fakeEngine();
  vi.stubGlobal("speechSynthesis", engine);
  vi.stubGlobal("SpeechSynthesisUtterance", FakeUtterance);
});

let teardowns: (() => void)[] = [];

afterEach(() => {
  teardowns.forEach((teardown) => teardown());
  teardowns = [];
  vi.unstubAllGlobals();
});

/** The prerendered controls (ReadAloud), before any script ran. */
function renderHtml() {
  return render(
    <>
      <ReadAloud title="Staying Hydrated" bodyId="article-body" />
      {/* The article body it reads: one line a block (scripts/body-text.ts). */}
      <div id="article-body">
        <h2>Why water matters</h2>
        <p>Drink small amounts often. Keep a glass nearby.</p>
      </div>
    </>,
  );
}

/** The controls as the visitor's browser has them: the HTML, then scripts/read-aloud.ts. */
function renderReadAloud() {
  const view = renderHtml();
  teardowns.push(setUpReadAloud(screen.getByRole("group")));
  return view;
}

/** The one icon the toggle shows (the sprite's symbol its <use> names). */
const shownIcon = (name: string) =>
  drawnIcon(toggle(name).querySelector("[data-read-aloud-icon]:not([hidden]) svg"));

const toggle = (name: string) => screen.getByRole("button", { name });
const stopButton = () => screen.queryByRole("button", { name: "Stop" });

describe("ReadAloud", () => {
  it("without JavaScript the button is disabled; the script enables it", () => {
    renderHtml();
    expect(toggle("Listen to article")).toBeDisabled();
    expect(shownIcon("Listen to article")).toBe("volume-2");
    expect(stopButton()).toBeNull();
    teardowns.push(setUpReadAloud(screen.getByRole("group")));
    expect(toggle("Listen to article")).toBeEnabled();
  });

  it("speaks the title and the body's text in US English at rate 1.2, pitch 0.6, volume 1", async () => {
    renderReadAloud();
    expect(stopButton()).toBeNull();
    await userEvent.click(toggle("Listen to article"));

    expect(engine.queue.map((u) => u.text)).toEqual([
      "Staying Hydrated",
      "Why water matters",
      "Drink small amounts often. Keep a glass nearby.",
    ]);
    for (const utterance of engine.queue) {
      expect(utterance).toMatchObject({ lang: "en-US", rate: 1.2, pitch: 0.6, volume: 1 });
    }
  });

  it("goes idle -> speaking -> paused -> speaking, and back to idle when the reading ends", async () => {
    renderReadAloud();
    await userEvent.click(toggle("Listen to article"));
    expect(engine.speak).toHaveBeenCalled();
    expect(toggle("Pause")).toBeInTheDocument();
    expect(shownIcon("Pause")).toBe("pause");
    expect(stopButton()).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Reading the article aloud.");

    await userEvent.click(toggle("Pause"));
    expect(engine.pause).toHaveBeenCalledTimes(1);
    expect(toggle("Resume")).toBeInTheDocument();
    expect(shownIcon("Resume")).toBe("play");
    expect(screen.getByRole("status")).toHaveTextContent("Reading paused.");
    expect(stopButton()).toBeInTheDocument();

    await userEvent.click(toggle("Resume"));
    expect(engine.resume).toHaveBeenCalledTimes(1);
    expect(toggle("Pause")).toBeInTheDocument();

    // Only the last utterance ends the reading.
    engine.queue[0]!.onend?.();
    expect(toggle("Pause")).toBeInTheDocument();
    engine.queue.at(-1)!.onend?.();
    expect(toggle("Listen to article")).toBeInTheDocument();
    expect(shownIcon("Listen to article")).toBe("volume-2");
    expect(screen.getByRole("status")).toHaveTextContent("");
    expect(stopButton()).toBeNull();
  });

  it("Stop cancels the speech, returns to idle and keeps focus on the controls", async () => {
    renderReadAloud();
    await userEvent.click(toggle("Listen to article"));
    const lastOfFirstRun = engine.queue.at(-1)!;
    await userEvent.click(stopButton()!);
    expect(engine.cancel).toHaveBeenCalled();
    expect(toggle("Listen to article")).toHaveFocus();
    expect(stopButton()).toBeNull();

    // A late 'end' from the cancelled queue does not stop a new reading.
    await userEvent.click(toggle("Listen to article"));
    lastOfFirstRun.onend?.();
    expect(toggle("Pause")).toBeInTheDocument();
  });

  it("stops from the paused state too", async () => {
    renderReadAloud();
    await userEvent.click(toggle("Listen to article"));
    await userEvent.click(toggle("Pause"));
    await userEvent.click(stopButton()!);
    expect(engine.cancel).toHaveBeenCalled();
    expect(toggle("Listen to article")).toBeInTheDocument();
  });

  it("an engine error (other than the cancel it caused) returns to idle and is logged", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    renderReadAloud();
    await userEvent.click(toggle("Listen to article"));
    engine.queue[1]!.onerror?.({ error: "interrupted" });
    expect(toggle("Pause")).toBeInTheDocument();
    engine.queue[1]!.onerror?.({ error: "synthesis-failed" });
    expect(toggle("Listen to article")).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith("synthesis-failed");
  });

  it("cancels on pagehide, and leaves the engine alone when it never spoke", async () => {
    renderReadAloud();
    window.dispatchEvent(new Event("pagehide"));
    expect(engine.cancel).not.toHaveBeenCalled();

    await userEvent.click(toggle("Listen to article"));
    engine.cancel.mockClear();
    window.dispatchEvent(new Event("pagehide"));
    expect(engine.cancel).toHaveBeenCalledTimes(1);
  });

  it("without speech support, alerts and stays idle", async () => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(window, "speechSynthesis");
    Reflect.deleteProperty(window, "SpeechSynthesisUtterance");
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    renderReadAloud();
    await userEvent.click(toggle("Listen to article"));
    expect(alert).toHaveBeenCalledWith("Sorry, your browser does not support text-to-speech.");
    expect(toggle("Listen to article")).toBeInTheDocument();
    expect(stopButton()).toBeNull();
  });
});
