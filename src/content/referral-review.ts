/**
 * The referral's last step, "Review and send" (issue 31): what will be sent, grouped as the
 * steps are, each group with "Change" back to its step. /refer has no Spanish page (no
 * `es/referral-form.ts`), so this has no Spanish twin either; its dates follow the build's
 * language all the same (`referral-summary.ts`).
 */
export const referralReviewCopy = {
  title: "Review and send",
  intro:
    "This is what we will receive. Check it, change anything with “Change”, then send the referral.",
  /** The button of each group; screen readers hear the group's name after it. */
  change: "Change",
  /** A step whose fields were all left empty. */
  nothing: "Nothing entered (optional)",
  /** The documents step when no file was chosen. */
  noDocuments: "No documents attached",
} as const;
