import { articleCopy } from "@/content/blog/article-copy";
import {
  SPEECH_SETTINGS,
  speechChunks,
  speechReducer,
  speechText,
  toggleCommand,
  type SpeechEvent,
  type SpeechState,
} from "@/lib/blog/speech";
import { bodyText } from "./body-text";

const copy = articleCopy.readAloud;
const TOGGLE_LABEL = { idle: copy.listen, speaking: copy.pause, paused: copy.resume } as const;

const engine = () =>
  "speechSynthesis" in window && "SpeechSynthesisUtterance" in window
    ? window.speechSynthesis
    : undefined;

/**
 * Runs the read-aloud controls the page prerendered (read-aloud.tsx, `[data-read-aloud-controls]`,
 * whose button the HTML leaves disabled): reads the title (`data-title`) and the body (the
 * element `data-body` names, read when pressed: body-text.ts) in US English; one button plays, pauses and resumes (its icon and label follow), Stop shows
 * while reading, the status line announces the state. Leaving the page stops the voice (spec §2,
 * §4, §9). Returns a function that stops listening to the window (for tests, which set up
 * several controls in one window).
 */
export function setUpReadAloud(root: HTMLElement): () => void {
  const toggle = root.querySelector<HTMLButtonElement>("button[data-read-aloud]");
  const stop = root.querySelector<HTMLButtonElement>("button[data-read-aloud-stop]");
  const label = root.querySelector("[data-read-aloud-label]");
  const status = root.querySelector("[role=status]");
  if (!toggle || !stop || !label || !status) return () => {};
  const { title = "", body: bodyId = "" } = root.dataset;

  let state: SpeechState = "idle";
  /** Bumped whenever reading starts or stops, so events of an old queue are ignored. */
  let session = 0;
  let active = false;

  const dispatch = (event: SpeechEvent) => {
    state = speechReducer(state, event);
    toggle.dataset.readAloud = state;
    toggle.querySelectorAll<HTMLElement>("[data-read-aloud-icon]").forEach((icon) => {
      icon.hidden = icon.dataset.readAloudIcon !== state;
    });
    label.textContent = TOGGLE_LABEL[state];
    stop.hidden = state === "idle";
    status.textContent = copy.status[state];
  };

  const finish = (event: "stop" | "end") => {
    session += 1;
    active = false;
    // The Stop button disappears: keep keyboard focus on the controls.
    if (event === "stop" || document.activeElement === stop) toggle.focus();
    dispatch(event);
  };

  const speak = (synth: SpeechSynthesis) => {
    if (synth.speaking || synth.pending) synth.cancel();
    // Chromium stays paused after cancel() if it was paused: a new queue would never start.
    if (synth.paused) synth.resume();
    const id = ++session;
    const body = document.getElementById(bodyId);
    const chunks = speechChunks(speechText(title, body ? bodyText(body) : ""));
    chunks.forEach((chunk, index) => {
      const utterance = new SpeechSynthesisUtterance(chunk);
      utterance.lang = SPEECH_SETTINGS.lang;
      utterance.rate = SPEECH_SETTINGS.rate;
      utterance.pitch = SPEECH_SETTINGS.pitch;
      utterance.volume = SPEECH_SETTINGS.volume;
      if (index === chunks.length - 1) {
        utterance.onend = () => {
          if (session === id) finish("end");
        };
      }
      utterance.onerror = (event) => {
        if (session !== id || event.error === "interrupted" || event.error === "canceled") return;
        console.error(event.error);
        synth.cancel();
        finish("stop");
      };
      synth.speak(utterance);
    });
    active = true;
  };

  toggle.addEventListener("click", () => {
    const synth = engine();
    if (!synth) {
      window.alert(copy.unsupported);
      return;
    }
    const command = toggleCommand(state);
    if (command === "pause") synth.pause();
    else if (command === "resume") synth.resume();
    else speak(synth);
    dispatch("toggle");
  });

  stop.addEventListener("click", () => {
    engine()?.cancel();
    finish("stop");
  });

  const silence = () => {
    if (!active) return;
    active = false;
    session += 1;
    engine()?.cancel();
  };
  window.addEventListener("pagehide", silence);

  toggle.disabled = false;
  return () => window.removeEventListener("pagehide", silence);
}
