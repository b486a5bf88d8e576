import useEmblaCarousel from "embla-carousel-react";
import {
  createContext,
  use,
  useCallback,
  useRef,
  type ComponentProps,
  type ReactNode,
} from "react";
import { uiCopy } from "@/content/ui";
import { clsx } from "clsx";
import { useCarouselRotation } from "./use-carousel-rotation";
import { useReducedMotion } from "./use-reduced-motion";
import { useHydrated } from "@/components/ui/use-hydrated";

/*
 * The rotating carousel (WAI-ARIA APG carousel pattern), as a compound component in the manner
 * of shadcn/ui's carousel: `Carousel` holds the Embla API and the rotation state in one
 * context, and the parts read it - `CarouselContent` (the Embla viewport), `CarouselItem` (a
 * slide), and in ./carousel-controls the Pause/Play button, Previous/Next, the dots, the
 * position counter and the live region.
 */

/**
 * Copy passed from a server component to a client carousel must be plain strings: a function
 * in it (a `(n) => string` label) cannot cross to the client and breaks the build. This
 * makes such an object a type error; pick the string fields instead.
 */
export type StringsOnly<T> = T & Readonly<Record<string, string>>;

type EmblaOptions = Parameters<typeof useEmblaCarousel>[0];

type CarouselState = ReturnType<typeof useCarouselRotation> & {
  /** False in the prerendered HTML and while hydrating; true once the island runs. */
  mounted: boolean;
  viewportRef: (node: HTMLElement | null) => void;
  /** Number of slides (known before Embla has measured them, for the static HTML). */
  count: number;
  reducedMotion: boolean;
};

const CarouselContext = createContext<Omit<CarouselState, "rootProps"> | null>(null);

/** The state of the enclosing `Carousel`, for its parts and for custom controls. */
export function useCarousel() {
  const context = use(CarouselContext);
  if (!context) throw new Error("useCarousel must be used inside <Carousel>");
  return context;
}

type CarouselProps = {
  /** `data-carousel` value, for tests and styles. */
  name: string;
  /** Accessible name of the region. */
  label: string;
  count: number;
  /** Time on each slide while rotating, in ms. */
  intervalMs: number;
  /** Embla options besides `loop`, which is always on. */
  opts?: EmblaOptions;
  className?: string;
  children: ReactNode;
};

/**
 * The root: a labelled region with the carousel role description and the handlers that hold
 * the rotation (mouse hover, focus inside) and move it (arrow keys). Rotation starts paused
 * under reduced motion, and every move is then a jump.
 */
export function Carousel({
  name,
  label,
  count,
  intervalMs,
  opts,
  className,
  children,
}: CarouselProps) {
  const reducedMotion = useReducedMotion();
  const [emblaRef, api] = useEmblaCarousel({ ...opts, loop: true });
  const viewport = useRef<HTMLElement | null>(null);
  const viewportRef = useCallback(
    (node: HTMLElement | null) => {
      viewport.current = node;
      emblaRef(node);
    },
    [emblaRef],
  );
  const { rootProps, ...rotation } = useCarouselRotation({
    api,
    viewport,
    intervalMs,
    reducedMotion,
  });
  const mounted = useHydrated();
  return (
    <CarouselContext value={{ ...rotation, viewportRef, count, reducedMotion, mounted }}>
      <div
        role="region"
        aria-roledescription={uiCopy.carousel}
        aria-label={label}
        data-carousel={name}
        data-carousel-ready={mounted ? "" : undefined}
        className={className}
        {...rootProps}
      >
        {children}
      </div>
    </CarouselContext>
  );
}

/**
 * The clipping viewport Embla moves (`className` styles it) and the row of slides in it. In the
 * server HTML, until the island runs, the viewport scrolls natively and snaps to each slide
 * (no scrollbar: the controls and a swipe move it); Embla then clips it and drags the row.
 */
export function CarouselContent({
  className,
  focusable = false,
  children,
}: {
  className?: string;
  /**
   * Slides with nothing to focus in them (pictures, quotes): the row itself takes focus, so a
   * keyboard can scroll it before the island runs (WCAG 2.1.1) and move it with the arrow keys
   * after. Slides with a link reach the row through it.
   */
  focusable?: boolean;
  children: ReactNode;
}) {
  const { viewportRef, mounted } = useCarousel();
  return (
    <div
      ref={viewportRef}
      // A scrolling box must take focus when nothing in it can (axe scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={focusable ? 0 : undefined}
      // `relative`: the containing block of what is positioned in the slides (a link's sr-only
      // words), so it is clipped with them; else the last slide's pushes the page sideways.
      className={clsx(
        "relative",
        mounted
          ? "overflow-hidden"
          : "snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto overscroll-x-contain",
        className,
      )}
    >
      {/* Without JavaScript (nothing moves) the slides stack as a list, all readable. */}
      <div
        className={clsx(
          "flex noscript:flex-col noscript:gap-4",
          mounted && "touch-pan-y touch-pinch-zoom",
        )}
      >
        {children}
      </div>
    </div>
  );
}

type CarouselItemProps = ComponentProps<"div"> & {
  /** 0-based position, for its "N of M" name and to know whether it is the current slide. */
  index: number;
  /**
   * Several slides show at once (testimonials): keep the others reachable. Otherwise only the
   * current slide is; the hidden ones are inert.
   */
  reachable?: boolean;
};

/**
 * One slide: a group named by its position, with the "slide" role description. The hidden
 * slides turn inert only once the carousel runs: in the prerendered HTML every slide is
 * readable (without JavaScript they show as a list).
 */
export function CarouselItem({ index, reachable = false, className, ...props }: CarouselItemProps) {
  const { count, selected, mounted } = useCarousel();
  return (
    <div
      role="group"
      aria-roledescription={uiCopy.slide}
      aria-label={uiCopy.slidePosition(index + 1, count)}
      inert={mounted && !reachable && index !== selected}
      className={clsx("min-w-0 shrink-0 grow-0 snap-start noscript:mr-0!", className)}
      {...props}
    />
  );
}
