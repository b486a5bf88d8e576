import type { Addition } from "@/shared/wire/inbox-api";
import { attachmentsOf, type AttachmentEntry } from "./attachment-entries";
import { own, stripInvisible, textOf } from "./payload-text";

/** What an addition says, as the inbox shows it: the message as text, and its files. */
export type AdditionContent = { message: string; files: AttachmentEntry[] };

/**
 * An addition's decrypted payload (`{ kind: "addition", message, attachments }`, sent by
 * src/lib/intake/send-addition.ts) read as hostile, as a request's is: own properties only, any
 * value made text (`textOf`), bidi and zero-width characters removed. Its files are those the
 * payload lists AND the intake tagged with this addition (`addition.attachments`): a payload
 * cannot give another file of the request a name of its choosing.
 */
export function additionContent(
  payload: Record<string, unknown>,
  addition: Pick<Addition, "attachments">,
): AdditionContent {
  const message = stripInvisible(textOf(own(payload, "message"))).trim();
  const claimed = new Set(addition.attachments.map((item) => item.uploadId));
  const files = attachmentsOf(payload).filter((file) => claimed.has(file.uploadId));
  return { message, files };
}
