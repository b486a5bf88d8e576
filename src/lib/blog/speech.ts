/**
 * Read aloud (spec §4, §9): the states and the text preparation, kept pure so they are testable
 * without a speech engine. The ReadAloud component drives `window.speechSynthesis` with them.
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

const BLOCKS = new Set(
  (
    "ADDRESS ARTICLE ASIDE BLOCKQUOTE BR DD DIV DL DT FIGCAPTION FIGURE FOOTER H1 H2 H3 " +
    "H4 H5 H6 HEADER HR LI OL P PRE SECTION TABLE TD TH TR UL"
  ).split(" "),
);

/**
 * The text of a rendered body, like `textContent` but with a line break around every block
 * (heading, paragraph, list item...), so a heading is not read as the start of the next sentence.
 * Scripts, styles and anything marked `aria-hidden` are skipped.
 */
export function readableText(root: Node): string {
  let out = "";
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      out += node.textContent ?? "";
      return;
    }
    if (!(node instanceof Element)) return;
    const element = node;
    if (/^(SCRIPT|STYLE|TEMPLATE)$/.test(element.tagName)) return;
    if (element.getAttribute("aria-hidden") === "true") return;
    const block = BLOCKS.has(element.tagName);
    if (block) out += "\n";
    element.childNodes.forEach(walk);
    if (block) out += "\n";
  };
  root.childNodes.forEach(walk);
  return out.replace(/[ \t\r\f\v]*\n[\s]*/g, "\n").trim();
}

/** The title, then the body: the words a listener hears. */
export function speechText(title: string, body: string): string {
  return `${title.trim()}\n${body.trim()}`.trim();
}
