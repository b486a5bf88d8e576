import type { PageEntry } from "@/content/pages";

/** The page of one opening. */
export const openingPath = (slug: string): `/${string}` => `/careers/${slug}`;

/** An opening's registry entry: its page's title, description and sitemap fields. */
export function openingPage(opening: { slug: string; title: string; schedule: string }): PageEntry {
  return {
    path: openingPath(opening.slug),
    title: `${opening.title}: Job Opening`,
    description: `${opening.title} at Beyond Care Home Health, Chicago area: ${opening.schedule}. Pay range, benefits, counties and how to apply.`,
    changeFrequency: "weekly",
    priority: 0.5,
  };
}
