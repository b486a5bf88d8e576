import { historyEntrySchema } from "./inbox-api";
import { z } from "./zod";

/**
 * The list's own calls: the sealed payloads of the requests it shows (decrypted in the page for
 * the names and first words) and a request's history re-read after an action, which unlike
 * the detail is not a view. Helper D's; next to the other inbox wire schemas.
 */

/** At most this many references a call (two pages of the list). */
export const MAX_SEALED = 100;

/** A request reference as the intake makes them (`BC-7K2QX`); loose, the lookup decides. */
const reference = z.string().check(z.regex(/^[A-Za-z0-9-]{1,24}$/, "not a reference"));

/** `?references=BC-1,BC-2`: commas, as the page's list holds them. */
export const sealedQuerySchema = z.strictObject({
  references: z.string().check(z.maxLength(MAX_SEALED * 25)),
});

export const sealedRequestsSchema = z.object({
  items: z.array(z.object({ reference: z.string(), ciphertext: z.string() })),
});

export const requestHistorySchema = z.object({ history: z.array(historyEntrySchema) });

/** The references, checked: one to MAX_SEALED of them, each a reference. */
export const referenceListSchema = z
  .array(reference)
  .check(z.minLength(1), z.maxLength(MAX_SEALED));
