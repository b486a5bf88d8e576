import { Icon } from "@/components/ui/icon";
import { articleCopy as copy } from "@/content/blog/article-copy";
import { cn } from "@/lib/utils";
import { Card } from "@/components/ui/card";

/**
 * Reading styles for the build-time HTML: 60-75 characters a line (max-w-measure), 18 to 19 px text, a
 * generous line height, clear h2/h3 sizes, visible list bullets and even spacing.
 */
// The elements inside (headings, lists, links, tables): `article-prose`, src/styles/article.css.
const PROSE = "article-prose max-w-measure text-lg leading-[1.75] text-ink sm:text-[1.1875rem]";

type ArticleBodyProps = {
  id: string;
  /** Build-time HTML from the article's Markdown (raw HTML in the source is escaped). */
  html: string;
  className?: string;
};

export function ArticleBody({ id, html, className }: ArticleBodyProps) {
  return (
    <div
      id={id}
      data-article-body
      className={cn(PROSE, className)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** The short note under every article: general information, not medical advice. */
export function MedicalDisclaimer({ className }: { className?: string }) {
  return (
    <Card asChild tone="quiet" padding="sm">
      <section
        aria-labelledby="medical-disclaimer"
        data-medical-disclaimer
        className={cn("flex max-w-measure gap-3 text-base", className)}
      >
        <Icon name="info" className="mt-0.5 size-6 shrink-0 text-brand-700" />
        <div>
          <h2 id="medical-disclaimer" className="text-lg">
            {copy.disclaimer.title}
          </h2>
          <p className="mt-1 text-ink">{copy.disclaimer.text}</p>
        </div>
      </section>
    </Card>
  );
}
