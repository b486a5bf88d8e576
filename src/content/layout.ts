import { languageAssistanceCopy } from "./language-assistance";
import { pages } from "./pages";

/**
 * Words of the site shell that are not links of a menu (those are in `navigation.ts`): the skip
 * link, the header's home link and menus, the translate control, the scroll-to-top button.
 */
export const layoutCopy = {
  skipLink: "Skip to main content",
  /** Accessible name of the header menus (desktop and mobile). */
  mainNav: "Main",
  /** Read after the logo's name inside the header's link to the home page. */
  homeLinkSuffix: " home page",
  mobileMenu: { open: "Menu", title: "Menu" },
  translate: "Translate",
  /** Given to the language select of Google's widget, which has no label of its own. */
  translateSelect: "Choose a language",
  /** Shown in the translate panel when Google's script cannot load (offline, blocked). */
  translateUnavailable: {
    title: "The translation tool could not load.",
    text: "Help in your language is free: call us and we will arrange a qualified interpreter at no cost to you.",
    taglines: "Read this notice in your language",
    taglinesHref: `${pages.nondiscrimination.path}#${languageAssistanceCopy.id}`,
  },
  backToTop: "Back to top",
  /** Read before the office hours next to the header's phone number (the clock icon says it). */
  officeHours: "Office hours: ",
} as const;
