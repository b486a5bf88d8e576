import type { UseEmblaCarouselType } from "embla-carousel-react";
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type RefObject,
  useSyncExternalStore,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
} from "react";

type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

const SLIDE = '[aria-roledescription="slide"]';

type Options = {
  api: EmblaApi | undefined;
  /** The element Embla moves: a native scroller until the island runs. */
  viewport: RefObject<HTMLElement | null>;
  /** Time on each slide while rotating, in ms. */
  intervalMs: number;
  /** Under reduced motion rotation starts paused and every change is a jump, not a slide. */
  reducedMotion: boolean;
};

/**
 * The rotation state behind `Carousel` (./carousel.tsx), after the APG carousel pattern: the
 * selected slide, a user Pause/Play choice, a hold while the mouse is over the carousel,
 * keyboard focus is inside it or a finger is dragging it, and a timer that moves on one slide
 * per `intervalMs`. The timer restarts on every slide change, so a user's choice (a dot, an
 * arrow, a drag) always gets a full interval.
 *
 * Not embla-carousel-autoplay: its timer does not restart when the user picks a slide, it
 * counts a tap as a mouse hover (`mouseenter`), holds only for focus on a slide (not on the
 * controls), and its mouseleave/pointerup/focusout handlers restart rotation even after the
 * user pressed Pause. With all of that switched off, it would be this one setTimeout.
 */
export function useCarouselRotation({ api, viewport, intervalMs, reducedMotion }: Options) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!api) return () => {};
      api.on("select", onChange).on("reInit", onChange);
      return () => {
        api.off("select", onChange).off("reInit", onChange);
      };
    },
    [api],
  );
  const selected = useSyncExternalStore(
    subscribe,
    () => api?.selectedScrollSnap() ?? 0,
    () => 0,
  );

  /** null until the user presses Pause or Play: then reduced motion decides. */
  const [choice, setChoice] = useState<"play" | "pause" | null>(null);
  const paused = choice === null ? reducedMotion : choice === "pause";
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dragging, setDragging] = useState(false);
  const rotating = !paused && !hovered && !focused && !dragging;

  useEffect(() => {
    if (!api) return;
    const down = () => setDragging(true);
    const up = () => setDragging(false);
    api.on("pointerDown", down).on("pointerUp", up);
    return () => {
      api.off("pointerDown", down).off("pointerUp", up);
    };
  }, [api]);

  useEffect(() => {
    if (!api || !rotating) return;
    // Every carousel loops, so "next" after the last slide is the first.
    const timer = window.setTimeout(() => api.scrollNext(reducedMotion), intervalMs);
    return () => window.clearTimeout(timer);
  }, [api, rotating, selected, intervalMs, reducedMotion]);

  // A move asked for before Embla has started (the click that woke the island, given again by
  // client:interact while Embla is still measuring) is made as soon as it has.
  const pending = useRef<((api: EmblaApi) => void) | null>(null);
  useEffect(() => {
    if (!api) return;
    if (viewport.current) takeOverNativeScroll(viewport.current, api);
    pending.current?.(api);
    pending.current = null;
  }, [api, viewport]);
  const move = useCallback(
    (action: (api: EmblaApi) => void) => {
      if (api) action(api);
      else pending.current = action;
    },
    [api],
  );

  const goTo = useCallback(
    (index: number) => move((embla) => embla.scrollTo(index, reducedMotion)),
    [move, reducedMotion],
  );
  const previous = useCallback(
    () => move((embla) => embla.scrollPrev(reducedMotion)),
    [move, reducedMotion],
  );
  const next = useCallback(
    () => move((embla) => embla.scrollNext(reducedMotion)),
    [move, reducedMotion],
  );
  const togglePaused = useCallback(() => setChoice(paused ? "play" : "pause"), [paused]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
      event.preventDefault();
      if (event.key === "ArrowLeft") previous();
      else next();
      // Focus inside the old slide would fall to <body> once that slide turns inert: move it
      // to the new slide (a tabIndex -1 group) once React has rendered the change.
      const root = event.currentTarget;
      if (event.target instanceof Element && event.target.closest(SLIDE)) {
        window.requestAnimationFrame(() =>
          root.querySelector<HTMLElement>(`${SLIDE}:not([inert])`)?.focus(),
        );
      }
    },
    [previous, next],
  );

  /** Spread on the carousel's root: hover (mouse only, not a tap), focus-within, arrow keys. */
  const rootProps = {
    onPointerEnter: (event: PointerEvent) => event.pointerType === "mouse" && setHovered(true),
    onPointerLeave: (event: PointerEvent) => event.pointerType === "mouse" && setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
    onKeyDown,
  };

  return {
    selected,
    paused,
    /** No Pause/Play choice yet: `paused` is prefers-reduced-motion, which CSS can show too. */
    followsMotion: choice === null,
    rotating,
    /** APG: the live region is silent while slides rotate by themselves. */
    liveMode: rotating ? ("off" as const) : ("polite" as const),
    goTo,
    previous,
    next,
    togglePaused,
    rootProps,
  };
}

/**
 * Before the island runs (it hydrates when the visitor comes to it, `client:interact`), the
 * slides are a native scroll-snap row a thumb can swipe. Embla starts at slide 0 with its own
 * transform: hand it the slide the visitor had scrolled to, and take the native offset back.
 */
function takeOverNativeScroll(viewport: HTMLElement, api: EmblaApi) {
  const left = viewport.scrollLeft;
  if (left <= 0) return;
  const slides = [...(viewport.firstElementChild?.children ?? [])].filter(
    (slide) => slide instanceof HTMLElement,
  );
  const start = slides[0]?.offsetLeft ?? 0;
  const distances = slides.map((slide) => Math.abs(slide.offsetLeft - start - left));
  viewport.scrollLeft = 0;
  api.scrollTo(distances.indexOf(Math.min(...distances)), true);
}
