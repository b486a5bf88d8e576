// Moved to src/shared/wire/envelope.ts; old path kept while this round's other branches land.
export * from "@/shared/wire/envelope";
