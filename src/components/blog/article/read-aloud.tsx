"use client";

import { useEffect, useId, useReducer, useRef } from "react";
import { clsx } from "clsx";
import { Pause, Play, Square, Volume2 } from "lucide-react";
import { buttonVariants } from "@/components/ui/button-variants";
import { articleCopy } from "@/content/blog/article-copy";
import {
  SPEECH_SETTINGS,
  speechChunks,
  speechReducer,
  speechText,
  toggleCommand,
} from "@/lib/blog/speech";
import { useHydrated } from "@/components/ui/use-hydrated";

const copy = articleCopy.readAloud;

type ReadAloudProps = {
  title: string;
  /** The body's plain text, one block (heading, paragraph, list item...) per line. */
  text: string;
  className?: string;
};

const engine = () =>
  "speechSynthesis" in window && "SpeechSynthesisUtterance" in window
    ? window.speechSynthesis
    : undefined;

/**
 * Reads the article aloud in US English (spec §2, §4, §9): one button plays, pauses and resumes;
 * Stop shows while reading. Leaving the page stops the voice.
 */
export function ReadAloud({ title, text, className }: ReadAloudProps) {
  const labelId = useId();
  const [state, dispatch] = useReducer(speechReducer, "idle");
  /** Bumped whenever reading starts or stops, so events of an old queue are ignored. */
  const session = useRef(0);
  const active = useRef(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const stopRef = useRef<HTMLButtonElement>(null);
  // Reading needs JavaScript: the prerendered button is disabled.
  const hydrated = useHydrated();

  const finish = (event: "stop" | "end") => {
    session.current += 1;
    active.current = false;
    // The Stop button disappears: keep keyboard focus on the controls.
    if (event === "stop" || document.activeElement === stopRef.current) toggleRef.current?.focus();
    dispatch(event);
  };

  useEffect(() => {
    const silence = () => {
      if (!active.current) return;
      active.current = false;
      session.current += 1;
      engine()?.cancel();
    };
    window.addEventListener("pagehide", silence);
    return () => {
      window.removeEventListener("pagehide", silence);
      silence();
    };
  }, []);

  const speak = (synth: SpeechSynthesis) => {
    if (synth.speaking || synth.pending) synth.cancel();
    // Chromium stays paused after cancel() if it was paused: a new queue would never start.
    if (synth.paused) synth.resume();
    const id = ++session.current;
    const chunks = speechChunks(speechText(title, text));
    chunks.forEach((chunk, index) => {
      const utterance = new SpeechSynthesisUtterance(chunk);
      utterance.lang = SPEECH_SETTINGS.lang;
      utterance.rate = SPEECH_SETTINGS.rate;
      utterance.pitch = SPEECH_SETTINGS.pitch;
      utterance.volume = SPEECH_SETTINGS.volume;
      if (index === chunks.length - 1) {
        utterance.onend = () => {
          if (session.current === id) finish("end");
        };
      }
      utterance.onerror = (event) => {
        if (session.current !== id || event.error === "interrupted" || event.error === "canceled")
          return;
        console.error(event.error);
        synth.cancel();
        finish("stop");
      };
      synth.speak(utterance);
    });
    active.current = true;
  };

  const toggle = () => {
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
  };

  const stop = () => {
    engine()?.cancel();
    finish("stop");
  };

  const toggleLabel =
    state === "speaking" ? copy.pause : state === "paused" ? copy.resume : copy.listen;
  const ToggleIcon = state === "speaking" ? Pause : state === "paused" ? Play : Volume2;

  return (
    <div role="group" aria-labelledby={labelId} className={className}>
      <p id={labelId} className="text-base font-semibold text-ink">
        {copy.heading}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          ref={toggleRef}
          type="button"
          onClick={toggle}
          disabled={!hydrated}
          data-read-aloud={state}
          className={clsx(buttonVariants({ variant: "primary", size: "sm" }), "min-w-44")}
        >
          <ToggleIcon aria-hidden="true" />
          {toggleLabel}
        </button>
        {state !== "idle" && (
          <button
            ref={stopRef}
            type="button"
            onClick={stop}
            className={buttonVariants({ variant: "secondary", size: "sm" })}
          >
            <Square aria-hidden="true" />
            {copy.stop}
          </button>
        )}
      </div>
      <p role="status" className="sr-only">
        {copy.status[state]}
      </p>
    </div>
  );
}
