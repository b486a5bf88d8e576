import { SiteImage } from "@/components/ui/site-image";
import { images } from "@/content/images";
import type { Crumb } from "@/lib/breadcrumbs";
import type { Article, ArticleSummary } from "@/lib/blog/types";
import { cn } from "@/lib/utils";
import { ArticleBody, MedicalDisclaimer } from "./article-body";
import { ArticleHeader } from "./article-header";
import { PrevNext } from "./prev-next";
import { Card } from "@/components/ui/card";
import type { ReactNode } from "react";

/** The rendered body's id: the table of contents watches its headings. */
export const ARTICLE_BODY_ID = "article-body";

type ArticleViewProps = {
  article: Article;
  /** Publication date formatted 'MMMM dd, yyyy'. */
  date: string;
  crumbs: readonly Crumb[];
  neighbours: { previous?: ArticleSummary; next?: ArticleSummary };
  /** The share buttons and read-aloud controls (islands the page renders). */
  actions: ReactNode;
  /** The table of contents island (only when the article has subheadings). */
  toc?: ReactNode;
};

/**
 * /blog/{id}: header with tags, share and read-aloud controls, then the table of contents
 * (sidebar from 1024 px, a folding block above the body below) beside the hero image, the body
 * and the medical disclaimer; previous and next articles last. The interactive parts come in
 * as `actions` and `toc`: the Astro page renders them as islands, this view stays HTML.
 */
export function ArticleView({ article, date, crumbs, neighbours, actions, toc }: ArticleViewProps) {
  const hasToc = article.toc.length > 0 && toc !== undefined;
  return (
    <div className="container-page py-10 lg:py-14">
      <article>
        <ArticleHeader article={article} date={date} crumbs={crumbs} />
        <div className="mt-8 flex flex-col gap-6 border-y border-line py-6 md:flex-row md:flex-wrap md:items-start md:justify-between">
          {actions}
        </div>
        <div
          className={cn(
            "mt-10",
            hasToc && "lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start lg:gap-12",
          )}
        >
          {hasToc && toc}
          <div className="min-w-0">
            <Card asChild tone="tint" padding="lg">
              <div className="max-w-measure">
                <SiteImage
                  image={images[article.image]}
                  priority
                  className="mx-auto h-auto max-h-72 w-auto max-w-full"
                />
              </div>
            </Card>
            <ArticleBody id={ARTICLE_BODY_ID} html={article.html} className="mt-10" />
            <MedicalDisclaimer className="mt-14" />
          </div>
        </div>
      </article>
      <PrevNext {...neighbours} className="mt-16 border-t border-line pt-10" />
    </div>
  );
}
