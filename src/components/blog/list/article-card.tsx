import { Icon } from "@/components/ui/icon";
import { categoryLabels } from "@/content/blog/categories";
import { framedPicture, pictureFrame } from "@/components/ui/picture-frame";
import { SiteImage } from "@/components/ui/site-image";
import { blogListCopy as copy } from "@/content/blog/list-copy";
import type { BlogListItem } from "./types";
import { Card } from "@/components/ui/card";

type ArticleCardProps = {
  article: BlogListItem;
  /** Cards in the first row load their picture eagerly. */
  priority?: boolean;
};

/**
 * One article in the list. The whole card is a single link target (the title's link stretches
 * over it), so its accessible name is the article title.
 */
export function ArticleCard({ article, priority = false }: ArticleCardProps) {
  return (
    <Card asChild padding="none" interactive>
      <article className="group relative flex h-full flex-col overflow-hidden" data-article-card>
        <div className={`${pictureFrame} aspect-[3/2] bg-brand-50`}>
          {/* Decorative: the title beside it names the card. */}
          <SiteImage
            image={{ ...article.picture, alt: "" }}
            priority={priority}
            className={`${framedPicture} p-6`}
          />
          {article.featured ? (
            <span className="absolute top-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-accent-700 px-3 py-1 text-sm font-semibold text-white">
              <Icon name="star" className="size-4" fill="currentColor" />
              {copy.card.featured}
            </span>
          ) : null}
        </div>
        <div className="flex flex-1 flex-col gap-3 p-6">
          <p className="w-fit rounded-full bg-brand-100 px-3 py-0.5 text-sm font-semibold text-brand-800">
            {categoryLabels[article.category]}
          </p>
          <h3 className="text-xl leading-snug">
            <a
              href={`/blog/${article.id}`}
              className="text-ink no-underline group-hover:text-brand-800 group-hover:underline group-hover:underline-offset-4 after:absolute after:inset-0 after:content-['']"
            >
              {article.title}
            </a>
          </h3>
          <p className="text-muted">{article.excerpt}</p>
          <ul className="mt-auto flex flex-wrap gap-x-5 gap-y-1 pt-2 text-base text-muted">
            <li className="flex items-center gap-1.5">
              <Icon name="user-round" className="size-4 shrink-0" />
              <span data-placeholder={article.authorPlaceholder}>{article.author}</span>
            </li>
            <li className="flex items-center gap-1.5">
              <Icon name="calendar-days" className="size-4 shrink-0" />
              <time dateTime={article.publishedAt}>{article.displayDate}</time>
            </li>
            <li className="flex items-center gap-1.5">
              <Icon name="clock" className="size-4 shrink-0" />
              {copy.card.readTime(article.readTime)}
            </li>
          </ul>
          {/* The title link already covers the card; this is the visible cue only. */}
          <span
            aria-hidden="true"
            className="inline-flex items-center gap-1 font-bold text-brand-700 group-hover:text-brand-900"
          >
            {copy.card.readMore}
            <Icon
              name="arrow-right"
              className="size-5 motion-safe:transition-transform motion-safe:group-hover:translate-x-0.5"
            />
          </span>
        </div>
      </article>
    </Card>
  );
}
