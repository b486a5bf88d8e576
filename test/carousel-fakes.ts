/**
 * What carousel component tests need that jsdom lacks.
 *
 * Embla measures layout, which jsdom does not have, so the tests replace
 * `embla-carousel-react` by this module:
 *
 *   vi.mock("embla-carousel-react", () => import("<path>/test/carousel-fakes"));
 *
 * Its default export stands in for `useEmblaCarousel` and returns `fakeEmbla.api`: the API
 * surface the carousels use (select, reInit and pointer events, scrollTo/Next/Prev with
 * looping over `count` slides), logging each move in `calls` and whether it was a jump in
 * `jumps`. Tests therefore check the components' own logic - timers, holds, ARIA - not
 * Embla's scrolling, which the e2e suite covers in a browser.
 */
import { vi } from "vitest";

type Listener = () => void;

function createFakeEmbla() {
  /** False: Embla has not started yet (the hook's API is still undefined), as while measuring. */
  let started = true;
  let count = 1;
  let index = 0;
  const listeners = new Map<string, Set<Listener>>();
  const calls: string[] = [];
  const jumps: boolean[] = [];
  const emit = (event: string) => listeners.get(event)?.forEach((listener) => listener());
  const move = (call: string, target: number, jump = false) => {
    calls.push(call);
    jumps.push(jump);
    index = ((target % count) + count) % count;
    emit("select");
  };
  const api = {
    selectedScrollSnap: () => index,
    scrollTo: (target: number, jump?: boolean) => move(`scrollTo:${target}`, target, jump),
    scrollNext: (jump?: boolean) => move("scrollNext", index + 1, jump),
    scrollPrev: (jump?: boolean) => move("scrollPrev", index - 1, jump),
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
      return api;
    },
    off(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return api;
    },
    plugins: () => ({}),
  };
  return {
    api,
    calls,
    jumps,
    /** Fires an Embla event, e.g. "pointerDown" and "pointerUp" for a drag. */
    emit,
    /** Whether the hook hands out its API yet; a rerender then sees the change. */
    setStarted(value: boolean) {
      started = value;
    },
    get started() {
      return started;
    },
    /** Back to slide 0 of `slides`, with an empty log, started. */
    reset(slides: number) {
      started = true;
      count = slides;
      index = 0;
      calls.length = 0;
      jumps.length = 0;
    },
  };
}

export const fakeEmbla = createFakeEmbla();

export default function useFakeEmbla() {
  return [() => {}, fakeEmbla.started ? fakeEmbla.api : undefined] as const;
}

/** jsdom has no PointerEvent; the hover hold reads `pointerType` (mouse only, not a tap). */
class FakePointerEvent extends MouseEvent {
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? "";
  }
}

/**
 * Stubs `PointerEvent` and a `(prefers-reduced-motion: reduce)` media query that matches
 * while `reducedMotion()` returns true. Undo with `vi.unstubAllGlobals()`.
 */
export function stubPointerAndMotion(reducedMotion: () => boolean) {
  vi.stubGlobal("PointerEvent", FakePointerEvent);
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reducedMotion() && query.includes("reduce"),
    addEventListener() {},
    removeEventListener() {},
  }));
}
