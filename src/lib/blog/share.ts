import { articleCopy } from "@/content/blog/article-copy";

/**
 * Share links and popup settings for the article page (spec §2 Blog article, §9). Pure: the
 * ShareButtons component opens what these functions return.
 */

export type ShareNetwork = "facebook" | "x" | "linkedin";

/** Size of the share popup (spec §9). */
const SHARE_POPUP = { width: 600, height: 400 } as const;

/** The window name every share popup reuses, so a second click does not pile up windows. */
export const SHARE_WINDOW_NAME = "share";

/** "{title} - Check out this article!" (spec §2). */
export function shareText(title: string): string {
  return articleCopy.share.text(title);
}

/**
 * The three share dialogs for one article URL.
 *
 * LinkedIn: `shareArticle?mini=true&url=&title=&summary=` is the legacy endpoint; the current one
 * is `sharing/share-offsite/?url=`, which documents only `url` and builds its preview from the
 * page's Open Graph tags (our og:title and og:description are the article's title and excerpt).
 * The spec asks that LinkedIn also get the title and excerpt, so they travel as `title` and
 * `summary`: harmless extra parameters today, read by the endpoint's older form.
 */
export function shareLinks(
  url: string,
  title: string,
  excerpt: string,
): Record<ShareNetwork, string> {
  const text = shareText(title);
  return {
    facebook: withParams("https://www.facebook.com/sharer/sharer.php", { u: url }),
    x: withParams("https://twitter.com/intent/tweet", { url, text }),
    linkedin: withParams("https://www.linkedin.com/sharing/share-offsite/", {
      url,
      title,
      summary: excerpt,
    }),
  };
}

/**
 * `window.open` features for a 600x400 popup centred over the current window.
 *
 * No `noopener` here: with it `window.open` returns null and some browsers open a plain tab that
 * ignores the size. The caller cuts the link instead (`popup.opener = null`), and the site's
 * Cross-Origin-Opener-Policy (same-origin) already severs a cross-origin popup from this page.
 */
export function popupFeatures(
  screenBox: { left: number; top: number; width: number; height: number } = {
    left: 0,
    top: 0,
    width: SHARE_POPUP.width,
    height: SHARE_POPUP.height,
  },
): string {
  const { width, height } = SHARE_POPUP;
  const left = Math.max(0, Math.round(screenBox.left + (screenBox.width - width) / 2));
  const top = Math.max(0, Math.round(screenBox.top + (screenBox.height - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top},scrollbars=yes,resizable=yes`;
}

function withParams(base: string, params: Record<string, string>): string {
  return `${base}?${new URLSearchParams(params).toString()}`;
}
