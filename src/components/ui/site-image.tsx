import type { ImageAsset } from "@/content/types";

type SiteImageProps = {
  /** A manifest entry: pass `images[key]` from `@/content/images`. */
  image: ImageAsset;
  /** Above-the-fold pictures (the LCP image): load eagerly with high fetch priority. */
  priority?: boolean;
  /**
   * Pictures seen only later though close by (a carousel's other slides, which Chromium
   * fetches ahead because they sit in the scroller): low fetch priority, so they never go
   * before the first screen's picture, font or text.
   */
  later?: boolean;
  /** Replaces the default `h-auto w-full`. */
  className?: string;
  /** Passed through for raster photos with a srcset; SVG illustrations don't need it. */
  sizes?: string;
  /** Overrides the manifest's alt, e.g. `""` when the picture only decorates a visible name. */
  alt?: string;
};

/**
 * A plain `<img>` for the static export: there is no image optimiser, and the SVG illustrations
 * need none. Explicit width and height reserve the space (no layout shift); everything below the
 * fold loads lazily.
 */
export function SiteImage({
  image,
  priority = false,
  later = false,
  className,
  sizes,
  alt,
}: SiteImageProps) {
  return (
    <img
      src={image.src}
      alt={alt ?? image.alt}
      width={image.width}
      height={image.height}
      decoding="async"
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : later ? "low" : "auto"}
      sizes={sizes}
      className={className ?? "h-auto w-full"}
    />
  );
}
