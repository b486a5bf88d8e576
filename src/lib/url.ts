import { siteConfig } from "@/content/site";

/** Absolute URL on the public site for a root-relative path. */
export function absoluteUrl(path: string, origin: string = siteConfig.url): string {
  return new URL(path, `${origin}/`).toString();
}
