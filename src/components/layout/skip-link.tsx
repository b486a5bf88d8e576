import { layoutCopy } from "@/content/layout";

export const MAIN_ID = "main";

/** First focusable element of every page: jumps past the header to the content. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only z-[100] rounded-md bg-ink px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {layoutCopy.skipLink}
    </a>
  );
}
