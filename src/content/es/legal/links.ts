/**
 * The link targets of an English legal document, found in it by pattern, so a Spanish document
 * links where the English does without retyping a URL or a number the English module keeps
 * to itself. Throws (failing the build) when the English no longer has such a link.
 */
import type { LegalDocument } from "../../legal/types";

export function hrefIn(document: LegalDocument, pattern: RegExp): string {
  const found = JSON.stringify(document).match(pattern);
  if (!found) throw new Error(`No link matching ${pattern} in "${document.title}"`);
  return found[0];
}
