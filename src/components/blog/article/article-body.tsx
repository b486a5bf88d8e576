import { Icon } from "@/components/ui/icon";
import { articleCopy as copy } from "@/content/blog/article-copy";
import { cn } from "@/lib/utils";
import { Card } from "@/components/ui/card";

/**
 * Reading styles for the build-time HTML: 60-75 characters a line (max-w-measure), 18 to 19 px text, a
 * generous line height, clear h2/h3 sizes, visible list bullets and even spacing.
 */
const PROSE = [
  "max-w-measure text-lg leading-[1.75] text-ink sm:text-[1.1875rem]",
  "[&>*+*]:mt-6 [&>*:first-child]:mt-0",
  "[&_h2]:mt-14 [&_h2]:text-2xl [&_h2]:leading-snug sm:[&_h2]:text-3xl",
  "[&_h3]:mt-10 [&_h3]:text-xl [&_h3]:leading-snug sm:[&_h3]:text-2xl",
  "[&_h4]:mt-8 [&_h4]:text-lg [&_h4]:leading-snug",
  "[&_:is(h2,h3,h4)+*]:mt-4",
  "[&_ol]:list-decimal [&_ol]:pl-7 [&_ul]:list-disc [&_ul]:pl-7",
  "[&_li]:mt-2 [&_li]:pl-1 [&_li::marker]:text-brand-700 [&_li>ol]:mt-2 [&_li>ul]:mt-2",
  "[&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:decoration-2",
  "[&_strong]:font-bold [&_em]:italic",
  "[&_blockquote]:border-l-4 [&_blockquote]:border-brand-700 [&_blockquote]:bg-surface [&_blockquote]:px-5 [&_blockquote]:py-3",
  "[&_hr]:my-12 [&_hr]:border-line",
  "[&_code]:rounded [&_code]:bg-surface [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-[0.9em]",
  "[&_table]:w-full [&_table]:border-collapse [&_table]:text-base",
  "[&_th]:border-b-2 [&_th]:border-line [&_th]:py-2 [&_th]:pr-4 [&_th]:text-left",
  "[&_td]:border-b [&_td]:border-line [&_td]:py-2 [&_td]:pr-4 [&_td]:align-top",
].join(" ");

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
