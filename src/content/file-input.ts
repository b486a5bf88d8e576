/**
 * What the file input (src/components/ui/file-input.tsx) says: each chosen file's Remove
 * button, and what is read when the list changes. Kept out of `uiCopy`, which every page
 * loads, as only the forms that take files need it. English only for now: no Spanish page takes
 * files yet.
 */
export const fileInputCopy = {
  chosen: "Chosen files",
  remove: "Remove",
  removeName: (name: string) => `Remove ${name}`,
  added: (names: string) => `Added ${names}.`,
  removed: (name: string) => `Removed ${name}.`,
  count: (n: number) =>
    n === 0 ? "No file chosen." : n === 1 ? "1 file chosen." : `${n} files chosen.`,
} as const;
