/** Every label and message of the article page /blog/{id} (spec §2, §8). */
export const articleCopy = {
  backToBlog: "Back to Blog",
  blogCrumb: "Blog",
  /** The fixed label next to the date and read time (spec §2). */
  fixedLabel: "Healthcare",
  meta: {
    label: "About this article",
    author: "Written by",
    /** The byline while the named author is a placeholder (`articleByline`, blog/authors.ts). */
    clinicalTeam: "Beyond Care clinical team",
    published: "Published",
    readTime: (minutes: number) => `${minutes} min read`,
    category: "Category",
  },
  tagsLabel: "Tags",
  share: {
    heading: "Share this article",
    facebook: "Share on Facebook",
    x: "Share on X",
    linkedin: "Share on LinkedIn",
    /** Screen-reader hint on the three popup buttons. */
    opensPopup: "(opens in a new window)",
    /** The fourth button: native share sheet when the device has one, else copy the link. */
    native: "Share",
    copy: "Copy link",
    text: (title: string) => `${title} - Check out this article!`,
    copied: "Link copied to clipboard!",
    copyFailed: (url: string) => `Failed to copy link. Please copy manually: ${url}`,
  },
  readAloud: {
    heading: "Listen to this article",
    listen: "Listen to article",
    pause: "Pause",
    resume: "Resume",
    stop: "Stop",
    /** Announced politely as the state changes. */
    status: { idle: "", speaking: "Reading the article aloud.", paused: "Reading paused." },
    unsupported: "Sorry, your browser does not support text-to-speech.",
  },
  toc: {
    title: "Table of Contents",
    /** The nav landmark's name. */
    label: "Table of contents",
    show: "Show table of contents",
    hide: "Hide table of contents",
  },
  disclaimer: {
    title: "Medical disclaimer",
    text: "This article is general information, not medical advice. Talk to your doctor about your own health and before you change any treatment. In an emergency, call 911.",
  },
  neighbours: {
    label: "More articles",
    previous: "Previous Article",
    next: "Next Article",
  },
  rss: {
    title: (siteName: string) => `${siteName} Blog`,
    linkTitle: (siteName: string) => `${siteName} Blog (RSS)`,
  },
  /** The unknown-id 404 page while it sends the visitor on to /blog. */
  redirect: {
    title: "Article not found",
    text: "Taking you to the blog…",
    link: "Go to the blog",
  },
} as const;
