import fs from "node:fs";
import path from "node:path";
import { parseFrontmatter } from "@astrojs/markdown-remark";

/** One article's frontmatter as the blog specs read it from its Markdown file. */
export type ArticleSource = {
  id: number;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  /** YYYY-MM-DD */
  publishedAt: string;
  tags: string[];
};

const ARTICLES_DIR = path.join(process.cwd(), "src/content/blog/articles");

const isoDate = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value);

/**
 * The articles straight from src/content/blog/articles/*.md, in list order (id ascending), so
 * the blog specs derive their expectations from the content and the spec, not the page's code.
 */
export const articleSources: ArticleSource[] = fs
  .readdirSync(ARTICLES_DIR)
  .filter((name) => /^\d+\.md$/.test(name))
  .map((name) => {
    const { frontmatter: data } = parseFrontmatter(
      fs.readFileSync(path.join(ARTICLES_DIR, name), "utf8"),
    );
    return {
      id: Number(name.replace(/\.md$/, "")),
      title: String(data.title),
      excerpt: String(data.excerpt),
      category: String(data.category),
      author: String(data.author),
      publishedAt: isoDate(data.publishedAt),
      tags: (data.tags as unknown[]).map(String),
    };
  })
  .sort((a, b) => a.id - b.id);

/** The source of article `id` (1 to 15). */
export function articleSource(id: number): ArticleSource {
  const source = articleSources.find((a) => a.id === id);
  if (!source) throw new Error(`No article ${id} in src/content/blog/articles`);
  return source;
}
