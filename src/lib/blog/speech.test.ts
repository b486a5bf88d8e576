import { describe, expect, it } from "vitest";
import {
  SPEECH_SETTINGS,
  speechChunks,
  speechReducer,
  speechText,
  toggleCommand,
  type SpeechState,
} from "./speech";

describe("speechReducer (spec §4: idle, speaking, paused, speaking; stop or end -> idle)", () => {
  it("play, pause, resume", () => {
    let state: SpeechState = "idle";
    state = speechReducer(state, "toggle");
    expect(state).toBe("speaking");
    state = speechReducer(state, "toggle");
    expect(state).toBe("paused");
    state = speechReducer(state, "toggle");
    expect(state).toBe("speaking");
  });

  it.each<SpeechState>(["idle", "speaking", "paused"])("stop and end return %s to idle", (s) => {
    expect(speechReducer(s, "stop")).toBe("idle");
    expect(speechReducer(s, "end")).toBe("idle");
  });

  it("maps each state to the engine command of the toggle button", () => {
    expect(toggleCommand("idle")).toBe("speak");
    expect(toggleCommand("speaking")).toBe("pause");
    expect(toggleCommand("paused")).toBe("resume");
  });

  it("uses the spec's settings", () => {
    expect(SPEECH_SETTINGS).toEqual({ lang: "en-US", rate: 1.2, pitch: 0.6, volume: 1 });
  });
});

describe("speechChunks", () => {
  it("keeps short paragraphs whole and never joins across a line break", () => {
    expect(speechChunks("A heading\nFirst sentence. Second one!\n\n  Third?  ")).toEqual([
      "A heading",
      "First sentence. Second one!",
      "Third?",
    ]);
  });

  it("packs whole sentences up to the limit and loses no words", () => {
    const sentence = "This sentence has exactly forty chars. ";
    const paragraph = sentence.repeat(12);
    const chunks = speechChunks(paragraph, 100);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) {
      expect(chunk.length).toBeLessThanOrEqual(100);
      expect(chunk.endsWith(".")).toBe(true);
    }
    expect(chunks.join(" ")).toBe(paragraph.trim());
  });

  it("cuts an over-long sentence at word boundaries", () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`);
    const chunks = speechChunks(words.join(" "), 50);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(50);
    expect(chunks.join(" ").split(" ")).toEqual(words);
  });

  it("returns nothing for blank text", () => {
    expect(speechChunks(" \n \n ")).toEqual([]);
  });
});

describe("speechText", () => {
  it("reads the title first, on its own line", () => {
    expect(speechText(" Title ", "Body text.\n")).toBe("Title\nBody text.");
    expect(speechChunks(speechText("Title", "Body text."))).toEqual(["Title", "Body text."]);
  });
});
