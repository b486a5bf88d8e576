// Moved to src/shared/wire/inbox-bodies.ts; old path kept while this round's other branches land.
export * from "@/shared/wire/inbox-bodies";
