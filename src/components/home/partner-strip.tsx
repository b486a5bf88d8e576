import { useState } from "react";
import { clsx } from "clsx";
import type { StringsOnly } from "@/components/ui/carousel";
import { PauseButton } from "@/components/ui/carousel-controls";
import { useReducedMotion } from "@/components/ui/use-reduced-motion";

type PartnerData = { id: string; name: string; logo: string };

type PartnerStripCopy = { pauseLabel: string; playLabel: string; listLabel: string };

type PartnerStripProps = {
  partners: readonly PartnerData[];
  copy: StringsOnly<PartnerStripCopy>;
  /** Seconds to move on by one logo. */
  secondsPerLogo: number;
  /** Shown instead of a logo that fails to load. */
  placeholderLogo: string;
};

/*
 * The strip moves in CSS, not in script (issue 32): the row, as wide as its logos, slides from
 * its first logo to its last and back (`alternate`: no second copy of the logos for a loop),
 * one logo per `secondsPerLogo`, held while the mouse is over it or focus is inside. Its
 * keyframes, `partner-strip`, are in src/pages/index.astro. Off screen the block is not
 * rendered (render-when-near), so nothing moves there. The island only runs Pause/Play.
 *
 * `--per-view` logos show at once: 2, 4 from 640, 6 from 1024, 9 from 1440, 12 from 1920 px
 * (rem for the last two, like Tailwind's own breakpoints, so they sort after `lg:`). A logo is
 * 100cqw / per-view wide: cqw of the clipping viewport (`@container`), not of the wide row.
 */
const perView =
  "[--per-view:2] sm:[--per-view:4] lg:[--per-view:6] min-[90rem]:[--per-view:9] min-[120rem]:[--per-view:12]";
/** Paused: every logo in view at once, wrapped into rows of 3, 4 or 7. */
const gridPerView = "[--per-view:3] sm:[--per-view:4] lg:[--per-view:7]";
const moving =
  "w-max animate-[partner-strip_var(--strip-duration)_linear_infinite_alternate] group-hover/strip:[animation-play-state:paused] group-focus-within/strip:[animation-play-state:paused]";
const wrapped = "flex-wrap justify-center";

/**
 * Before the visitor presses Pause or Play, prefers-reduced-motion decides, in CSS: the moving
 * row under motion-safe, the grid under motion-reduce, and the grid without JavaScript (no
 * Pause button there). The hydrated island renders the same classes until a choice, so
 * nothing shifts when it wakes up.
 */
const listClass = {
  paused: clsx(wrapped, gridPerView),
  playing: clsx(moving, perView),
  // Literal class names: Tailwind finds them by reading this file.
  auto: clsx(
    "motion-safe:w-max motion-safe:animate-[partner-strip_var(--strip-duration)_linear_infinite_alternate] motion-safe:group-hover/strip:[animation-play-state:paused] motion-safe:group-focus-within/strip:[animation-play-state:paused]",
    "motion-safe:[--per-view:2] motion-safe:sm:[--per-view:4] motion-safe:lg:[--per-view:6] motion-safe:min-[90rem]:[--per-view:9] motion-safe:min-[120rem]:[--per-view:12]",
    "motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:[--per-view:3] motion-reduce:sm:[--per-view:4] motion-reduce:lg:[--per-view:7]",
    "noscript:w-auto! noscript:animate-none! noscript:flex-wrap noscript:justify-center",
  ),
};

/**
 * A logo that cannot load shows the placeholder instead, keeping the partner's name as alt.
 * `failed` only ever goes false -> true, so a broken placeholder cannot start a loop.
 */
function PartnerLogo({ partner, placeholder }: { partner: PartnerData; placeholder: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      ref={retryIfBrokenBeforeHydration}
      src={failed ? placeholder : partner.logo}
      alt={partner.name}
      width={160}
      height={64}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      data-partner-logo={partner.id}
      data-fallback={failed ? "" : undefined}
      className="h-12 w-full object-contain"
    />
  );
}

/**
 * An image that failed before React hydrated never reached onError: load it once more so
 * the error fires again with the handler in place. (Module-level, so React calls it once.)
 */
function retryIfBrokenBeforeHydration(img: HTMLImageElement | null) {
  const src = img?.getAttribute("src");
  if (img && src && img.complete && img.naturalWidth === 0) img.src = src;
}

/**
 * The insurance partner strip: moves on its own (CSS), holds still while the mouse is over it.
 * Pause - or reduced motion, until the visitor presses Play - shows every logo at once as a
 * wrapped grid instead.
 */
export function PartnerStrip({
  partners,
  copy,
  secondsPerLogo,
  placeholderLogo,
}: PartnerStripProps) {
  const reducedMotion = useReducedMotion();
  const [choice, setChoice] = useState<"play" | "pause" | null>(null);
  const paused = choice === null ? reducedMotion : choice === "pause";
  const shape = choice === null ? "auto" : paused ? "paused" : "playing";
  // From the first logo to the last in view: (logos - per view) steps of one logo each.
  const timing: Record<string, string> = {
    "--strip-duration": `calc((${partners.length} - var(--per-view)) * ${secondsPerLogo}s)`,
  };

  return (
    <div data-partner-strip={paused ? "paused" : "playing"} className="group/strip">
      <div className="mb-2 flex justify-end noscript:hidden">
        <PauseButton
          paused={paused}
          followsMotion={choice === null}
          onToggle={() => setChoice(paused ? "play" : "pause")}
          pauseLabel={copy.pauseLabel}
          playLabel={copy.playLabel}
        />
      </div>
      <div className="@container overflow-hidden">
        {/* role="list": Safari drops list semantics from a list styled without bullets. */}
        {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
        <ul
          role="list"
          aria-label={copy.listLabel}
          data-partner-track=""
          style={timing}
          className={clsx("flex", listClass[shape])}
        >
          {partners.map((partner) => (
            <li
              key={partner.id}
              className="min-w-0 shrink-0 grow-0 basis-[calc(100cqw/var(--per-view))] p-2"
            >
              <div className="flex h-20 items-center justify-center rounded-lg border border-line bg-canvas px-3 py-2">
                <PartnerLogo partner={partner} placeholder={placeholderLogo} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
