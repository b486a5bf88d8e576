/**
 * What a form says when Send is tapped before its script is ready (issue 31): the tap is held
 * (`src/components/ui/held-submit.tsx`) and the form checks or sends it once it is ready. The
 * phone number follows `slow`, for a script that never arrives.
 */
export const formReadyCopy = {
  gettingReady: "Getting the form ready…",
  slow: "If it takes long, call us:",
} as const;
