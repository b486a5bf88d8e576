import { Icon } from "@/components/ui/icon";
import { categoryLabels } from "@/content/blog/categories";
import { Badge } from "@/components/ui/badge";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { articleCopy as copy } from "@/content/blog/article-copy";
import { pages } from "@/content/pages";
import type { Crumb } from "@/lib/breadcrumbs";
import type { ArticleSummary } from "@/lib/blog/types";

type ArticleHeaderProps = {
  article: ArticleSummary;
  /** The publication date already formatted as 'MMMM dd, yyyy'. */
  date: string;
  crumbs: readonly Crumb[];
};

/** Breadcrumb, Back to Blog, category, title, author, date, read time, the fixed label, tags. */
export function ArticleHeader({ article, date, crumbs }: ArticleHeaderProps) {
  const meta = [
    { key: "author", icon: "user-round", label: copy.meta.author, value: article.author },
    {
      key: "date",
      icon: "calendar-days",
      label: copy.meta.published,
      value: <time dateTime={article.publishedAt}>{date}</time>,
    },
    { key: "read", icon: "clock", label: null, value: copy.meta.readTime(article.readTime) },
    { key: "label", icon: "stethoscope", label: null, value: copy.fixedLabel },
  ] as const;

  return (
    <header className="max-w-4xl">
      <Breadcrumb items={crumbs} />
      <a
        href={pages.blog.path}
        className="mt-6 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
      >
        <Icon name="arrow-left" className="size-5" />
        {copy.backToBlog}
      </a>
      <p className="mt-5">
        <span className="sr-only">{copy.meta.category}: </span>
        <Badge variant="brand">{categoryLabels[article.category]}</Badge>
      </p>
      <h1 className="mt-3 text-3xl leading-tight sm:text-4xl lg:text-5xl">{article.title}</h1>
      <ul
        aria-label={copy.meta.label}
        className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-base text-muted"
        data-article-meta
      >
        {meta.map(({ key, icon, label, value }) => (
          <li key={key} data-meta={key} className="flex items-center gap-2">
            <Icon name={icon} className="size-5 shrink-0 text-brand-700" />
            {label && <span className="sr-only">{label} </span>}
            <span
              className={key === "author" ? "font-semibold text-ink" : undefined}
              data-placeholder={key === "author" ? article.authorPlaceholder : undefined}
            >
              {value}
            </span>
          </li>
        ))}
      </ul>
      {article.tags.length > 0 && (
        <ul aria-label={copy.tagsLabel} className="mt-5 flex flex-wrap gap-2" data-article-tags>
          {article.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="neutral" className="font-normal">
                <span aria-hidden="true">#</span>
                {tag}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </header>
  );
}
