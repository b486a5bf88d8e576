// Moved to src/shared/wire/zod.ts; old path kept while this round's other branches land.
export * from "@/shared/wire/zod";
