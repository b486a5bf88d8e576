"use client";

import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import type { ReactNode } from "react";
import { clsx } from "clsx";
import { buttonVariants } from "@/components/ui/button-variants";
import type { useCarousel } from "./use-carousel";

type PauseButtonProps = {
  paused: boolean;
  onToggle: () => void;
  /** Shown (and announced) while moving is allowed: pressing it pauses. */
  pauseLabel: string;
  /** Shown while paused: pressing it plays. */
  playLabel: string;
  className?: string;
};

/**
 * The visible Pause/Play control (WCAG 2.2.2). The label changes with the state, so no
 * aria-pressed (a toggle with a changing name would read as a contradiction).
 */
export function PauseButton({
  paused,
  onToggle,
  pauseLabel,
  playLabel,
  className,
}: PauseButtonProps) {
  return (
    <button
      type="button"
      onClick={onToggle}
      data-carousel-toggle={paused ? "paused" : "playing"}
      className={clsx(buttonVariants({ variant: "secondary", size: "sm" }), className)}
    >
      {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
      {paused ? playLabel : pauseLabel}
    </button>
  );
}

type CarouselRegionProps = {
  /** `data-carousel` value, for tests and styles. */
  name: string;
  /** Accessible name of the region. */
  label: string;
  carousel: Pick<ReturnType<typeof useCarousel>, "paused" | "togglePaused" | "rootProps">;
  pauseLabel: string;
  playLabel: string;
  className?: string;
  children: ReactNode;
};

/**
 * The root of every rotating carousel (APG): a labelled region with the carousel role
 * description, its hover/focus/arrow-key handlers, and the Pause/Play button on top.
 */
export function CarouselRegion({
  name,
  label,
  carousel,
  pauseLabel,
  playLabel,
  className,
  children,
}: CarouselRegionProps) {
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel={name}
      className={className}
      {...carousel.rootProps}
    >
      <div className="mb-3 flex justify-end">
        <PauseButton
          paused={carousel.paused}
          onToggle={carousel.togglePaused}
          pauseLabel={pauseLabel}
          playLabel={playLabel}
        />
      </div>
      {children}
    </div>
  );
}

const roundButton = clsx(
  buttonVariants({ variant: "secondary", size: "icon" }),
  "shrink-0 rounded-full",
);

type PrevNextProps = {
  onPrevious: () => void;
  onNext: () => void;
  previousLabel: string;
  nextLabel: string;
  /** Dots or a counter, placed between the two buttons. */
  children?: ReactNode;
  className?: string;
};

/** Previous and Next (44 px round buttons) with the slide indicators between them. */
export function PrevNextButtons({
  onPrevious,
  onNext,
  previousLabel,
  nextLabel,
  children,
  className,
}: PrevNextProps) {
  return (
    <div className={clsx("flex items-center justify-center gap-2", className)}>
      <button type="button" onClick={onPrevious} aria-label={previousLabel} className={roundButton}>
        <ChevronLeft aria-hidden="true" strokeWidth={1.75} />
      </button>
      {children}
      <button type="button" onClick={onNext} aria-label={nextLabel} className={roundButton}>
        <ChevronRight aria-hidden="true" strokeWidth={1.75} />
      </button>
    </div>
  );
}

type DotsProps = {
  count: number;
  selected: number;
  onSelect: (index: number) => void;
  /** Accessible name of dot `index` (0-based); "Go to slide N" by default. */
  label?: (index: number) => string;
  className?: string;
};

/**
 * One 44 px button per slide. The current one is marked with aria-current and drawn as a
 * wider, filled bar, so it differs by shape as well as colour.
 */
export function Dots({ count, selected, onSelect, label, className }: DotsProps) {
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
              onClick={() => onSelect(index)}
              aria-label={label ? label(index) : `Go to slide ${index + 1}`}
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

/** Announces the current slide after a user-driven change; silent while rotating (APG). */
export function LiveRegion({ mode, children }: { mode: "off" | "polite"; children: ReactNode }) {
  return (
    <p className="sr-only" aria-live={mode} aria-atomic="true" data-carousel-live="">
      {children}
    </p>
  );
}
