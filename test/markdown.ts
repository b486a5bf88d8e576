/**
 * The blog collection's path from a Markdown file to an article, for unit tests: the frontmatter
 * parsed as Astro's glob loader parses it (`parseFrontmatter` of @astrojs/markdown-remark),
 * checked by the collection's schema, and the body rendered by Astro's Markdown processor with
 * the site's Markdown options (src/lib/blog/markdown.ts, the `markdown` of astro.config.mjs).
 */
import { createMarkdownProcessor, parseFrontmatter } from "@astrojs/markdown-remark";
import { pathToFileURL } from "node:url";
import { ARTICLES_DIR, articleIdFromFileName, type ArticleEntry } from "@/lib/blog/article-entries";
import { articleFrontmatterSchema } from "@/lib/blog/frontmatter";
import { articleMarkdown } from "@/lib/blog/markdown";

const processor = createMarkdownProcessor(articleMarkdown);

/**
 * A Markdown body through Astro's pipeline: what the glob loader stores as `rendered`. The
 * loader also passes the file's URL (Astro's internal `fileURL`, untyped): Markdown images are
 * collected only then.
 */
export async function renderBody(
  body: string,
  fileName = "1.md",
): Promise<NonNullable<ArticleEntry["rendered"]>> {
  const options = { frontmatter: {}, fileURL: pathToFileURL(`${ARTICLES_DIR}/${fileName}`) };
  const { code, metadata } = await (await processor).render(body, options);
  return {
    html: code,
    metadata: {
      headings: metadata.headings,
      frontmatter: metadata.frontmatter,
      imagePaths: [...metadata.localImagePaths, ...metadata.remoteImagePaths],
    },
  };
}

/** An article file (`fileName`, its Markdown `source`) as the blog collection's entry. */
export async function articleEntry(fileName: string, source: string): Promise<ArticleEntry> {
  const { frontmatter, content } = parseFrontmatter(source, { frontmatter: "empty-with-spaces" });
  return {
    id: articleIdFromFileName(fileName),
    data: articleFrontmatterSchema.parse(frontmatter),
    rendered: await renderBody(content.trim(), fileName),
  };
}
