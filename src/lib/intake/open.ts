// Moved to src/shared/age/open.ts; old path kept while this round's other branches land.
export { openJson as open } from "@/shared/age/open";
