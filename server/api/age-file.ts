// Moved to src/shared/age/header.ts; old path kept while this round's other branches land.
export * from "../../src/shared/age/header";
