/**
 * What the file input (src/components/ui/file-input.tsx) says: each chosen file's Remove
 * button, what is read when the list changes, and what is wrong with the chosen files
 * (`filesProblem`, src/lib/forms/file-kind.ts). Kept out of `uiCopy`, which every page loads,
 * as only the forms that take files need it. Spanish in `es/file-input.ts` (/es/status sends
 * files with a request's additions).
 */
export const fileInputCopy = {
  chosen: "Chosen files",
  remove: "Remove",
  removeName: (name: string) => `Remove ${name}`,
  added: (names: string) => `Added ${names}.`,
  removed: (name: string) => `Removed ${name}.`,
  count: (n: number) =>
    n === 0 ? "No file chosen." : n === 1 ? "1 file chosen." : `${n} files chosen.`,
  /** Sizes come as words already ("5 MB"); `kinds` is the list of kinds the form takes. */
  problems: {
    notTaken: (name: string, kinds: string) => `${name} is not a file we can take: choose ${kinds}`,
    empty: (name: string) => `${name} is empty`,
    tooLarge: (name: string, size: string, max: string) =>
      `${name} is ${size}: each file must be ${max} or smaller`,
    oneOnly: "Choose one file only",
    upTo: (n: number) => `Choose up to ${n} files`,
    tooMuch: (total: string, max: string) =>
      `The files come to ${total}: all together must be ${max} or smaller`,
  },
} as const;
