import { BlogListHeader } from "@/components/blog/list/blog-list-header";
import { BlogListSection } from "@/components/blog/list/blog-list-section";
import { blogListCopy } from "@/content/blog/list-copy";
import { pages } from "@/content/pages";
import { breadcrumbsFor } from "@/lib/breadcrumbs";
import { feedAlternate } from "@/lib/blog/seo";
import { pageMetadata } from "@/lib/metadata";

const base = pageMetadata(pages.blog);

/** The list's metadata plus the RSS feed's alternate link. */
export const metadata = { ...base, alternates: { ...base.alternates, types: feedAlternate() } };

const crumbs = breadcrumbsFor({ label: blogListCopy.breadcrumb, href: pages.blog.path });

export default function BlogPage() {
  return (
    <div className="container-page flex flex-col gap-10 py-10 lg:py-16">
      <BlogListHeader crumbs={crumbs} />
      <BlogListSection />
    </div>
  );
}
