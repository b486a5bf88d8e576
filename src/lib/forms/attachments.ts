// Moved to src/shared/wire/attachments.ts; old path kept while this round's other branches land.
export * from "@/shared/wire/attachments";
