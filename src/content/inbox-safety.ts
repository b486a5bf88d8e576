/**
 * Copy of the inbox's defences against what a visitor sealed: a request or row that could not
 * be shown, and a file that was not opened or is opened with a warning.
 */
export const inboxSafetyCopy = {
  undisplayable: "This request could not be displayed",
  undisplayableDetail: (reference: string) =>
    `Request ${reference}: something in what the visitor sent cannot be shown here. You can still assign it, mark it contacted or close it.`,
  rowUndisplayable: (reference: string) =>
    `Request ${reference}: this row could not be displayed. Open the request to assign or close it.`,
  notesUndisplayable: "The notes and history of this request could not be displayed.",
  viewUndisplayable: "This page could not be displayed. Go back to the requests and try again.",
  unnamed: "a file without a name",
  refused: "Not a PDF, picture or Word document: not opened",
  notTaken: (kind: string) => `A ${kind}, which this form does not take: not opened`,
  macros:
    "This Word document contains macros or controls (code that can run on this computer). Save it only if you expected it from this person, and never enable its content.",
  saveAnyway: "Save it anyway",
  savedAs: (name: string) => `Saved as ${name}.`,
};
