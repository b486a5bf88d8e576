// Moved to src/shared/wire/attachment-limits.ts; old path kept while this round's other branches land.
export * from "@/shared/wire/attachment-limits";
