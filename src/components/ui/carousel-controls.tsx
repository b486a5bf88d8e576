import { Icon } from "@/components/ui/icon";
import type { ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { uiCopy } from "@/content/ui";
import { clsx } from "clsx";
import { useHydrated } from "./use-hydrated";
import { useCarousel } from "./carousel";

/*
 * The controls of `Carousel` (./carousel.tsx), each reading its context, and the plain
 * `PauseButton` that the partner strip (a scroller, not a carousel) shares.
 */

/** The words of a carousel's region and controls (each carousel adds its own). */
export type CarouselControlsCopy = {
  regionLabel: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
};

type PauseButtonProps = {
  paused: boolean;
  /**
   * The visitor has not chosen yet, so `paused` only mirrors prefers-reduced-motion. The
   * prerendered HTML cannot know that setting: it carries both faces and CSS shows the one
   * the media query picks, which is the one the hydrated island then renders alone (no shift
   * when it wakes up).
   */
  followsMotion?: boolean;
  onToggle: () => void;
  /** Shown (and announced) while moving is allowed: pressing it pauses. */
  pauseLabel: string;
  /** Shown while paused: pressing it plays. */
  playLabel: string;
};

/**
 * The visible Pause/Play control (WCAG 2.2.2). The label changes with the state, so no
 * aria-pressed (a toggle with a changing name would read as a contradiction).
 */
export function PauseButton({
  paused,
  followsMotion = false,
  onToggle,
  pauseLabel,
  playLabel,
}: PauseButtonProps) {
  const hydrated = useHydrated();
  const pauseFace = (
    <>
      <Icon name="pause" />
      {pauseLabel}
    </>
  );
  const playFace = (
    <>
      <Icon name="play" />
      {playLabel}
    </>
  );
  return (
    <button
      type="button"
      onClick={onToggle}
      data-carousel-toggle={paused ? "paused" : "playing"}
      className={buttonVariants({ variant: "secondary", size: "sm" })}
    >
      {followsMotion && !hydrated ? (
        <>
          <span className="contents motion-reduce:hidden">{pauseFace}</span>
          <span className="contents motion-safe:hidden">{playFace}</span>
        </>
      ) : paused ? (
        playFace
      ) : (
        pauseFace
      )}
    </button>
  );
}

/** The carousel's Pause/Play button, at the top right above the slides. */
export function CarouselPause(labels: Pick<PauseButtonProps, "pauseLabel" | "playLabel">) {
  const { paused, followsMotion, togglePaused } = useCarousel();
  return (
    <div className="mb-3 flex justify-end noscript:hidden">
      <PauseButton
        paused={paused}
        followsMotion={followsMotion}
        onToggle={togglePaused}
        {...labels}
      />
    </div>
  );
}

const roundButton = clsx(
  buttonVariants({ variant: "secondary", size: "icon" }),
  "shrink-0 rounded-full",
);

type CarouselControlsProps = {
  previousLabel: string;
  nextLabel: string;
  /** Dots or a counter, placed between the two buttons. */
  children?: ReactNode;
  className?: string;
};

/** Previous and Next (44 px round buttons) with the slide indicators between them. */
export function CarouselControls({
  previousLabel,
  nextLabel,
  children,
  className,
}: CarouselControlsProps) {
  const { previous, next } = useCarousel();
  return (
    <div className={clsx("flex items-center justify-center gap-2 noscript:hidden", className)}>
      <button type="button" onClick={previous} aria-label={previousLabel} className={roundButton}>
        <Icon name="chevron-left" strokeWidth={1.75} />
      </button>
      {children}
      <button type="button" onClick={next} aria-label={nextLabel} className={roundButton}>
        <Icon name="chevron-right" strokeWidth={1.75} />
      </button>
    </div>
  );
}

/**
 * One 44 px button per slide. The current one is marked with aria-current and drawn as a
 * wider, filled bar, so it differs by shape as well as colour.
 */
export function CarouselDots({ className }: { className?: string }) {
  const { count, selected, goTo } = useCarousel();
  return (
    <ul
      className={clsx("flex flex-wrap items-center justify-center", className)}
      data-carousel-dots=""
    >
      {Array.from({ length: count }, (_, index) => {
        const current = index === selected;
        return (
          <li key={index}>
            <button
              type="button"
              onClick={() => goTo(index)}
              aria-label={uiCopy.goToSlide(index + 1)}
              aria-current={current ? "true" : undefined}
              className="group inline-flex size-11 cursor-pointer items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={clsx(
                  "block h-3 rounded-full border-2 border-brand-700 motion-safe:transition-all motion-safe:duration-200",
                  current ? "w-7 bg-brand-700" : "w-3 bg-canvas group-hover:bg-brand-200",
                )}
              />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The current position as visible text ("3 of 10"), e.g. instead of the dots on a phone. */
export function CarouselPosition({ className }: { className?: string }) {
  const { count, selected } = useCarousel();
  return <p className={className}>{uiCopy.slidePosition(selected + 1, count)}</p>;
}

type CarouselLiveRegionProps = {
  /** How the status names a slide: "Slide 2 of 5: …" or "Picture 2 of 8: …". */
  kind: "Slide" | "Picture";
  /** Each slide's name (title, caption, person), in order. */
  names: readonly string[];
};

/** Announces the current slide after a user-driven change; silent while rotating (APG). */
export function CarouselLiveRegion({ kind, names }: CarouselLiveRegionProps) {
  const { count, selected, liveMode } = useCarousel();
  const name = names[selected];
  return (
    <p className="sr-only" aria-live={liveMode} aria-atomic="true" data-carousel-live="">
      {name === undefined ? "" : uiCopy.slideStatus(kind, selected + 1, count, name)}
    </p>
  );
}
