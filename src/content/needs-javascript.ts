/**
 * The page a verification or calculator form lands on when it is sent before its script has
 * loaded (or with JavaScript off): the forms post there (`method="post"`), so nothing typed
 * goes into a URL. Prerendered, not in the sitemap, not indexed.
 */
import type { NeedsJavaScriptCopy } from "./types";

export const needsJavaScriptPage = {
  path: "/insurance/needs-javascript",
  metaTitle: "This Form Needs JavaScript",
  metaDescription:
    "Our insurance forms work in your browser with JavaScript. Your answers were not checked or kept. Call us and we will help you by phone.",
  title: "This Form Needs JavaScript",
  text: "Our coverage check and cost calculator work in your browser with JavaScript, which is turned off or had not finished loading, so your answers were not checked, and we did not keep them. You can also go back and try the form again once the page has loaded.",
  call: "Call us and we will check your coverage or your costs with you:",
  back: { label: "Back to Insurance", href: "/insurance" },
} as const satisfies NeedsJavaScriptCopy;

/** Where the insurance forms post when they are sent without their script. */
export const noScriptFormAction = needsJavaScriptPage.path;
