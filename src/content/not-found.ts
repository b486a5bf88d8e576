export const notFoundCopy = {
  code: "404",
  title: "Oops! Page not found",
  text: "The page you are looking for may have moved or no longer exists.",
  homeLink: "Return to Home",
  helpText: "Need help now? Call us at",
  metaTitle: "Page Not Found",
  /** Logged with the missing path so broken links show up in the browser console. */
  consoleMessage: "404 Error: User attempted to access non-existent route:",
} as const;
