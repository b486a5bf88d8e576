// Moved to src/shared/wire/form-types.ts; old path kept while this round's other branches land.
export * from "@/shared/wire/form-types";
