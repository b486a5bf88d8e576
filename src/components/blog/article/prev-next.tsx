import { Icon } from "@/components/ui/icon";
import { categoryLabels } from "@/content/blog/categories";
import { articleCopy as copy } from "@/content/blog/article-copy";
import { articlePath } from "@/lib/blog/seo";
import type { ArticleSummary } from "@/lib/blog/types";
import { cn } from "@/lib/utils";
import { Card } from "@/components/ui/card";

type PrevNextProps = {
  previous?: ArticleSummary;
  next?: ArticleSummary;
  className?: string;
};

/**
 * Cards to the neighbouring articles in list order; an empty, hidden placeholder keeps the grid
 * when there is none. Each is a plain link: the new article is a full page load, at its top.
 */
export function PrevNext({ previous, next, className }: PrevNextProps) {
  return (
    <nav aria-label={copy.neighbours.label} className={cn("grid gap-4 sm:grid-cols-2", className)}>
      {previous ? (
        <NeighbourCard article={previous} direction="previous" />
      ) : (
        <Placeholder direction="previous" />
      )}
      {next ? <NeighbourCard article={next} direction="next" /> : <Placeholder direction="next" />}
    </nav>
  );
}

function NeighbourCard({
  article,
  direction,
}: {
  article: ArticleSummary;
  direction: "previous" | "next";
}) {
  const isNext = direction === "next";
  const arrow = isNext ? "arrow-right" : "arrow-left";
  return (
    <Card asChild padding="sm">
      <a
        href={articlePath(article.id)}
        rel={isNext ? "next" : "prev"}
        data-neighbour={direction}
        className={cn(
          "group flex min-h-36 flex-col gap-2 hover:border-brand-700 hover:bg-brand-50",
          isNext && "sm:items-end sm:text-right",
        )}
      >
        <span className="flex items-center gap-2 text-sm font-semibold tracking-wide text-accent-800 uppercase">
          {!isNext && <Icon name={arrow} className="size-4" />}
          {isNext ? copy.neighbours.next : copy.neighbours.previous}
          {isNext && <Icon name={arrow} className="size-4" />}
        </span>
        <span className="text-lg leading-snug font-bold text-brand-900 underline-offset-4 group-hover:underline">
          {article.title}
        </span>
        <span className="text-base text-muted">{categoryLabels[article.category]}</span>
      </a>
    </Card>
  );
}

function Placeholder({ direction }: { direction: "previous" | "next" }) {
  return (
    <div
      aria-hidden="true"
      data-neighbour={`${direction}-placeholder`}
      className="hidden min-h-36 sm:block"
    />
  );
}
