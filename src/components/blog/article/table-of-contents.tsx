import { Icon } from "@/components/ui/icon";
import { useId } from "react";
import { clsx } from "clsx";
import { articleCopy } from "@/content/blog/article-copy";
import type { TocEntry } from "@/lib/blog/types";
import { Card } from "@/components/ui/card";
import { TOC_LINK_IDLE } from "./scripts/toc";

const copy = articleCopy.toc;

type TableOfContentsProps = {
  entries: readonly TocEntry[];
  /** id of the rendered article body whose h2/h3 headings are watched. */
  bodyId: string;
  className?: string;
};

/**
 * The article's level 2 and 3 headings (level 3 indented), rendered at build. On small screens
 * the list folds behind a button; from 1024 px it is an open sidebar. This HTML shows the list
 * open with the button disabled (it reads without JavaScript); scripts/toc.ts (included by
 * ArticleScripts.astro) folds it, enables the button, scrolls to a clicked heading and marks
 * the heading in view (spec §4).
 */
export function TableOfContents({ entries, bodyId, className }: TableOfContentsProps) {
  const listId = useId();
  if (entries.length === 0) return null;

  return (
    <Card asChild tone="quiet" padding="none">
      <nav
        aria-label={copy.label}
        data-toc
        data-toc-body={bodyId}
        className={clsx(
          "p-4 lg:sticky lg:top-28 lg:max-h-[calc(100dvh-8rem)] lg:overflow-y-auto lg:p-5",
          className,
        )}
      >
        <p className="hidden text-lg font-bold text-brand-900 lg:block noscript:block">
          {copy.title}
        </p>
        <button
          type="button"
          aria-expanded="true"
          aria-controls={listId}
          disabled
          className="flex min-h-11 w-full items-center justify-between gap-2 rounded-md text-left text-lg font-bold text-brand-900 lg:hidden noscript:hidden"
        >
          {copy.title}
          <Icon
            name="chevron-down"
            className="size-5 shrink-0 rotate-180 motion-safe:transition-transform"
          />
        </button>
        <ol id={listId} className="mt-3 space-y-0.5">
          {entries.map((entry) => (
            <li key={entry.id} className={entry.level === 3 ? "pl-4" : undefined}>
              <a
                href={`#${entry.id}`}
                data-level={entry.level}
                className={clsx(
                  "block rounded-r-sm border-l-4 py-1.5 pr-2 pl-3 leading-snug underline-offset-4 hover:underline",
                  entry.level === 3 && "text-base",
                  TOC_LINK_IDLE,
                )}
              >
                {entry.text}
              </a>
            </li>
          ))}
        </ol>
      </nav>
    </Card>
  );
}
