// Moved to src/shared/office-hours.ts; old path kept while this round's other branches land.
export * from "@/shared/office-hours";
