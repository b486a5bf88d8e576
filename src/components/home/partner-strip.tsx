import AutoScroll from "embla-carousel-auto-scroll";
import useEmblaCarousel from "embla-carousel-react";
import { useEffect, useMemo, useState } from "react";
import { clsx } from "clsx";
import type { StringsOnly } from "@/components/ui/carousel";
import { PauseButton } from "@/components/ui/carousel-controls";
import { useReducedMotion } from "@/components/ui/use-reduced-motion";

type PartnerData = { id: string; name: string; logo: string };

type PartnerStripCopy = { pauseLabel: string; playLabel: string; listLabel: string };

type PartnerStripProps = {
  partners: readonly PartnerData[];
  copy: StringsOnly<PartnerStripCopy>;
  /** AutoScroll speed in px per 1/60 s. */
  speed: number;
  /** Shown instead of a logo that fails to load. */
  placeholderLogo: string;
};

/**
 * Logos per view while scrolling: 2, 4 from 640, 6 from 1024, 9 from 1440, 12 from 1920 px.
 * The last two are written in rem (90rem = 1440 px, 120rem = 1920 px) like Tailwind's own
 * breakpoints: Tailwind orders min-[…] variants by value only within one unit, so px ones
 * would land before `lg:` in the CSS and lose to it.
 */
const stripSlide =
  "min-w-0 shrink-0 grow-0 basis-1/2 sm:basis-1/4 lg:basis-1/6 min-[90rem]:basis-1/9 min-[120rem]:basis-1/12";
/** Paused: every logo in view at once, wrapped into rows. */
const gridSlide = "min-w-0 shrink-0 grow-0 basis-1/3 sm:basis-1/4 lg:basis-1/7";
/**
 * Before the visitor presses Pause or Play, prefers-reduced-motion decides, in CSS: the strip
 * under motion-safe, the grid under motion-reduce. So the prerendered HTML (which cannot know
 * the setting) already has the shape the island will have: nothing shifts when it hydrates.
 * The two media queries never both match, so the two sets cannot override each other.
 */
const autoSlide =
  "min-w-0 shrink-0 grow-0 motion-safe:basis-1/2 motion-safe:sm:basis-1/4 motion-safe:lg:basis-1/6 motion-safe:min-[90rem]:basis-1/9 motion-safe:min-[120rem]:basis-1/12 motion-reduce:basis-1/3 motion-reduce:sm:basis-1/4 motion-reduce:lg:basis-1/7";

const listClass = {
  paused: "flex-wrap justify-center",
  // Without JavaScript nothing scrolls: every logo shows, wrapped into rows.
  playing: "touch-pan-y touch-pinch-zoom noscript:flex-wrap noscript:justify-center",
  auto: "touch-pan-y touch-pinch-zoom noscript:flex-wrap noscript:justify-center motion-reduce:flex-wrap motion-reduce:justify-center",
};
const slideClass = { paused: gridSlide, playing: stripSlide, auto: autoSlide };

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
 * The insurance partner strip: scrolls continuously (Embla AutoScroll, looping, no start
 * delay), holds still while the mouse is over it. Pause - or reduced motion, until the
 * visitor presses Play - shows every logo at once as a wrapped grid instead.
 */
export function PartnerStrip({ partners, copy, speed, placeholderLogo }: PartnerStripProps) {
  const reducedMotion = useReducedMotion();
  const [choice, setChoice] = useState<"play" | "pause" | null>(null);
  const paused = choice === null ? reducedMotion : choice === "pause";
  const shape = choice === null ? "auto" : paused ? "paused" : "playing";
  const plugins = useMemo(
    () => [
      AutoScroll({
        speed,
        startDelay: 0,
        // Started by the visibility observer below: no animation work while off screen.
        playOnInit: false,
        stopOnMouseEnter: true,
        stopOnFocusIn: true,
        stopOnInteraction: false,
      }),
    ],
    [speed],
  );
  const [viewportRef, api] = useEmblaCarousel({ loop: true, dragFree: true }, plugins);

  // Scroll only while the strip is on screen (spec: continuous; no cost for a strip nobody sees).
  useEffect(() => {
    const autoScroll = api?.plugins().autoScroll;
    if (!api || !autoScroll || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) autoScroll.play();
      else autoScroll.stop();
    });
    observer.observe(api.rootNode());
    return () => observer.disconnect();
  }, [api]);

  const list = (
    // role="list": Safari drops list semantics from a list styled without bullets.
    // eslint-disable-next-line jsx-a11y/no-redundant-roles
    <ul role="list" aria-label={copy.listLabel} className={clsx("flex", listClass[shape])}>
      {partners.map((partner) => (
        <li key={partner.id} className={clsx("p-2", slideClass[shape])}>
          <div className="flex h-20 items-center justify-center rounded-lg border border-line bg-canvas px-3 py-2">
            <PartnerLogo partner={partner} placeholder={placeholderLogo} />
          </div>
        </li>
      ))}
    </ul>
  );

  return (
    <div data-partner-strip={paused ? "paused" : "playing"}>
      <div className="mb-2 flex justify-end noscript:hidden">
        <PauseButton
          paused={paused}
          followsMotion={choice === null}
          onToggle={() => setChoice(paused ? "play" : "pause")}
          pauseLabel={copy.pauseLabel}
          playLabel={copy.playLabel}
        />
      </div>
      {/* Embla runs only while scrolling; the wrapper stays, so the logos are not re-created. */}
      <div ref={paused ? undefined : viewportRef} className="overflow-hidden">
        {list}
      </div>
    </div>
  );
}
