// Moved to src/shared/wire/inbox-terms.ts; old path kept while this round's other branches land.
export * from "@/shared/wire/inbox-terms";
