// Moved to src/shared/placeholder.ts; old path kept while this round's other branches land.
export * from "../shared/placeholder";
