import { Icon } from "@/components/ui/icon";
import { useId } from "react";
import { clsx } from "clsx";
import { buttonVariants } from "@/components/ui/button-variants";
import { articleCopy } from "@/content/blog/article-copy";

const copy = articleCopy.readAloud;

type ReadAloudProps = {
  title: string;
  /**
   * The id of the article body the script reads aloud (scripts/body-text.ts), instead of a copy
   * of its text in this element's HTML.
   */
  bodyId: string;
  className?: string;
};

/**
 * Reads the article aloud in US English (spec §2, §4, §9): one button plays, pauses and resumes;
 * Stop shows while reading. Rendered at build in its idle state with the button disabled (it
 * needs JavaScript) and every state's icon at hand; scripts/read-aloud.ts (included by
 * ArticleScripts.astro) runs it.
 */
export function ReadAloud({ title, bodyId, className }: ReadAloudProps) {
  const labelId = useId();
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      // Speech needs a script: without one the controls are hidden, the article reads as text.
      className={clsx("noscript:hidden", className)}
      data-read-aloud-controls
      data-title={title}
      data-body={bodyId}
    >
      <p id={labelId} className="text-base font-semibold text-ink">
        {copy.heading}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          disabled
          data-read-aloud="idle"
          className={clsx(buttonVariants({ variant: "primary", size: "sm" }), "min-w-44")}
        >
          {/* Every state's icon is here; the script shows the one of the current state. */}
          <span className="contents" data-read-aloud-icon="idle">
            <Icon name="volume-2" />
          </span>
          <span className="contents" data-read-aloud-icon="speaking" hidden>
            <Icon name="pause" />
          </span>
          <span className="contents" data-read-aloud-icon="paused" hidden>
            <Icon name="play" />
          </span>
          <span data-read-aloud-label>{copy.listen}</span>
        </button>
        <button
          type="button"
          hidden
          data-read-aloud-stop
          className={buttonVariants({ variant: "secondary", size: "sm" })}
        >
          <Icon name="square" />
          {copy.stop}
        </button>
      </div>
      <p role="status" className="sr-only">
        {copy.status.idle}
      </p>
    </div>
  );
}
