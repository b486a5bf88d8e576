/**
 * What a form says when Send is tapped before its script is ready (issue 31): the tap is held
 * (`src/components/ui/held-submit.tsx`) and the form checks or sends it once it is ready. A
 * form that sends also shows, until then, the notice with the phone number (no-script-notice).
 */
export const formReadyCopy = {
  gettingReady: "Getting the form ready…",
} as const;
