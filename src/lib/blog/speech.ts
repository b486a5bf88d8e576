/**
 * Read aloud (spec §4, §9): the states and the text preparation, kept pure so they are testable
 * without a speech engine. The ReadAloud component drives `window.speechSynthesis` with them.
 * The words come from the build: `Article.plainText` (`plain-text.ts`), one block per line.
 */

/** Utterance settings (spec §9). */
export const SPEECH_SETTINGS = { lang: "en-US", rate: 1.2, pitch: 0.6, volume: 1 } as const;

export type SpeechState = "idle" | "speaking" | "paused";

/**
 * - `toggle`: the play/pause/resume button (idle -> speaking, speaking -> paused,
 *   paused -> speaking).
 * - `stop`: the Stop button, leaving the page, or an engine error.
 * - `end`: the last utterance finished.
 */
export type SpeechEvent = "toggle" | "stop" | "end";

export function speechReducer(state: SpeechState, event: SpeechEvent): SpeechState {
  switch (event) {
    case "toggle":
      return state === "speaking" ? "paused" : "speaking";
    case "stop":
    case "end":
      return "idle";
  }
}

/** What the engine must do when the toggle button is pressed in `state`. */
export function toggleCommand(state: SpeechState): "speak" | "pause" | "resume" {
  if (state === "speaking") return "pause";
  if (state === "paused") return "resume";
  return "speak";
}

/**
 * Chromium's online voices stop after about 15 seconds of one utterance, so an article is queued
 * as several utterances: never across a line break (a heading, paragraph or list item ends
 * there, and the engine pauses between utterances), otherwise whole sentences up to `maxLength`
 * characters (a longer sentence is cut at word boundaries). Whitespace is collapsed.
 */
export function speechChunks(text: string, maxLength = 220): string[] {
  return text.split(/\n+/).flatMap((paragraph) => packSentences(paragraph, maxLength));
}

function packSentences(paragraph: string, maxLength: number): string[] {
  const clean = paragraph.replace(/\s+/g, " ").trim();
  if (!clean) return [];
  const sentences = clean.match(/[^.!?]+(?:[.!?]+["')\]]*|$)\s*/g) ?? [clean];
  const chunks: string[] = [];
  let current = "";
  const flush = () => {
    if (current.trim()) chunks.push(current.trim());
    current = "";
  };
  for (const sentence of sentences) {
    if (current && current.length + sentence.length > maxLength) flush();
    if (sentence.length <= maxLength) {
      current += sentence;
      continue;
    }
    for (const word of sentence.split(" ")) {
      if (current && current.length + word.length + 1 > maxLength) flush();
      current += `${word} `;
    }
  }
  flush();
  return chunks;
}

/** The title, then the body: the words a listener hears. */
export function speechText(title: string, body: string): string {
  return `${title.trim()}\n${body.trim()}`.trim();
}
