import { articleCopy } from "@/content/blog/article-copy";

/**
 * /blog/{unknown id} (spec §8): the static host answers with 404.html, whose script shows this
 * for such paths while it sends the visitor on to the blog (see 404.astro).
 */
export function BlogRedirect({ blogPath }: { blogPath: string }) {
  const copy = articleCopy.redirect;
  return (
    <section className="container-page flex flex-col items-center py-20 text-center lg:py-28">
      <h1 className="text-3xl sm:text-4xl">{copy.title}</h1>
      <p className="mt-4 max-w-xl text-lg text-muted" role="status">
        {copy.text}
      </p>
      <a
        href={blogPath}
        className="mt-8 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
      >
        {copy.link}
      </a>
    </section>
  );
}
