/**
 * The articles' named authors, each once. The frontmatter's `author` names one of them; while
 * a name is a placeholder the byline reads "Beyond Care clinical team" (`articleByline`), so no
 * article is credited to a clinician who has not agreed to it. To confirm one, replace its
 * `placeholder(...)` call with the name of a real clinician who wrote or reviewed the article
 * and consents to be named (and change the articles' frontmatter if the name changes).
 */
import { factValue, isPlaceholder, placeholder, type Fact } from "@/shared/placeholder";
// A relative import of a content module: the Spanish build swaps in the Spanish words.
import { articleCopy } from "./article-copy";

const AUTHOR_NOTE =
  "A real clinician on the agency's staff who wrote or reviewed these articles and consents to be named (name and credentials), or keep the clinical team byline.";

export const articleAuthors: readonly Fact<string>[] = [
  placeholder("blog.author.maria-alvarez", "Maria Alvarez, RN, BSN", AUTHOR_NOTE),
  placeholder("blog.author.david-chen", "David Chen, PT, DPT", AUTHOR_NOTE),
  placeholder("blog.author.angela-brooks", "Angela Brooks, RN, CHPN", AUTHOR_NOTE),
  placeholder("blog.author.grace-kim", "Grace Kim, RRT", AUTHOR_NOTE),
  placeholder("blog.author.helen-park", "Helen Park, MD", AUTHOR_NOTE),
  placeholder("blog.author.james-okafor", "James Okafor, PharmD", AUTHOR_NOTE),
  placeholder("blog.author.karen-novak", "Karen Novak, MSW, LCSW", AUTHOR_NOTE),
  placeholder("blog.author.linda-kowalski", "Linda Kowalski, RD, LDN", AUTHOR_NOTE),
  placeholder("blog.author.michael-torres", "Michael Torres, RN, CRNI", AUTHOR_NOTE),
  placeholder("blog.author.priya-shah", "Priya Shah, OTR/L", AUTHOR_NOTE),
  placeholder("blog.author.rosa-delgado", "Rosa Delgado, RN, BSN", AUTHOR_NOTE),
  placeholder("blog.author.thomas-reilly", "Thomas Reilly, RN, BSN", AUTHOR_NOTE),
];

/** The names the frontmatter may give as `author` (the collection schema checks it). */
export const authorNames: readonly string[] = articleAuthors.map((author) => factValue(author));

/** The registry entry of a frontmatter `author` name (undefined for an unknown name). */
export const authorFact = (name: string): Fact<string> | undefined =>
  articleAuthors.find((author) => factValue(author) === name);

/** What the byline shows: the confirmed name, or the clinical team while it is a placeholder. */
export const articleByline = (author: Fact<string>): string =>
  isPlaceholder(author) ? articleCopy.meta.clinicalTeam : author;
