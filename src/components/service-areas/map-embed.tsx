import { Icon } from "@/components/ui/icon";
import { useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { mapEmbedUrls, serviceAreasCopy, type MapMode } from "@/content/service-areas";

const copy = serviceAreasCopy.embed;

/**
 * A Google map, loaded only when the visitor asks for it: nothing is requested from Google
 * before the click. The same button then hides it again. Without JavaScript the button could
 * do nothing, so the block is hidden (the county map above stays).
 */
export function MapEmbed({ mode }: { mode: MapMode }) {
  const [shown, setShown] = useState(false);
  return (
    <div
      className="flex flex-col gap-3 border-t border-line pt-5 noscript:hidden"
      data-map-embed={mode}
    >
      <div className="flex flex-col items-start gap-2">
        <button
          type="button"
          onClick={() => setShown((value) => !value)}
          className={buttonVariants({ variant: "secondary" })}
        >
          {shown ? <Icon name="x" /> : <Icon name="map" />}
          {shown ? copy.hide : copy.show}
        </button>
        <p className="text-sm text-muted">{copy.note}</p>
      </div>
      {shown ? (
        <iframe
          title={copy.frameTitle[mode]}
          src={mapEmbedUrls[mode]}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
          className="aspect-[4/3] w-full rounded-lg border border-line"
        />
      ) : null}
    </div>
  );
}
