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
  backToTop: "Back to top",
  /** Read before the office hours next to the header's phone number (the clock icon says it). */
  officeHours: "Office hours: ",
} as const;
