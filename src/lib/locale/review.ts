/**
 * Where the Spanish translation stands: every module of src/content/es/ exports its `review`
 * (src/content/es/translation.ts), "pending" until a qualified translator signs it off. The
 * launch check reads the same exports from the sources (scripts/lib/translation-review.mjs).
 */
import type { ReviewState } from "@/content/es/translation";

const modules = import.meta.glob<{ review?: ReviewState }>(
  ["/src/content/es/**/*.ts", "!/src/content/es/**/*.test.ts"],
  { eager: true },
);
/** Every Spanish module's state; helpers with no text of their own (format.ts) have none. */
const reviews = Object.fromEntries(
  Object.entries(modules).map(([file, module]) => [file, module.review]),
);

/** Files whose Spanish still awaits review, e.g. "src/content/es/layout.ts". */
/** @internal Exported for tests. */
export function pendingFiles(states: Record<string, ReviewState | undefined> = reviews): string[] {
  return Object.entries(states)
    .filter(([, state]) => state?.state === "pending")
    .map(([file]) => file.replace(/^\//, ""))
    .sort();
}

/** Whether any Spanish text is unreviewed (Spanish pages then say so, with the interpreter line). */
export const translationPending = pendingFiles().length > 0;
