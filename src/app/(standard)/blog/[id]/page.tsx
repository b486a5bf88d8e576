import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ArticleView } from "@/components/blog/article/article-view";
import { JsonLd } from "@/components/ui/json-ld";
import { articleCopy } from "@/content/blog/article-copy";
import { pages } from "@/content/pages";
import { getArticle, getArticles, getNeighbours } from "@/lib/blog/articles";
import { formatArticleDate } from "@/lib/blog/dates";
import { articleMetadata, articlePage, blogPostingJsonLd } from "@/lib/blog/seo";
import { breadcrumbsFor } from "@/lib/breadcrumbs";
import { absoluteUrl } from "@/lib/url";

type Props = { params: Promise<{ id: string }> };

/** All fifteen articles are prerendered; any other id gets 404.html, which sends it to /blog. */
export const dynamicParams = false;

export function generateStaticParams() {
  return getArticles().map((article) => ({ id: article.id }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = getArticle((await params).id);
  if (!article) notFound();
  return articleMetadata(article);
}

export default async function ArticlePage({ params }: Props) {
  const article = getArticle((await params).id);
  if (!article) notFound();
  const page = articlePage(article);
  const url = absoluteUrl(page.path);
  const crumbs = breadcrumbsFor({ label: article.title, href: page.path }, [
    { label: articleCopy.blogCrumb, href: pages.blog.path },
  ]);
  return (
    <>
      <JsonLd data={blogPostingJsonLd(article, url)} />
      <ArticleView
        article={article}
        url={url}
        date={formatArticleDate(article.publishedAt)}
        crumbs={crumbs}
        neighbours={getNeighbours(article.id)}
      />
    </>
  );
}
