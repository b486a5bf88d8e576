import { BlogListHeader } from "@/components/blog/list/blog-list-header";
import { BlogListSection } from "@/components/blog/list/blog-list-section";
import { JsonLd } from "@/components/ui/json-ld";
import { blogListCopy } from "@/content/blog/list-copy";
import { pages } from "@/content/pages";
import { breadcrumbsFor } from "@/lib/breadcrumbs";
import { breadcrumbJsonLd } from "@/lib/jsonld";
import { feedAlternate } from "@/lib/blog/seo";
import { pageMetadata } from "@/lib/metadata";

const base = pageMetadata(pages.blog);

/** The list's metadata plus the RSS feed's alternate link. */
export const metadata = { ...base, alternates: { ...base.alternates, types: feedAlternate() } };

const crumbs = breadcrumbsFor(blogListCopy.breadcrumb);

export default function BlogPage() {
  return (
    <div className="container-page flex flex-col gap-10 py-10 lg:py-16">
      <JsonLd data={breadcrumbJsonLd(crumbs, pages.blog.path)} />
      <BlogListHeader crumbs={crumbs} />
      <BlogListSection />
    </div>
  );
}
