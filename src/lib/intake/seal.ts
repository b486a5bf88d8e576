// Moved to src/shared/age/seal.ts; old path kept while this round's other branches land.
export { sealJson as sealForAgency } from "@/shared/age/seal";
