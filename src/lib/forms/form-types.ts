/**
 * The forms that send through the intake, each with the version of its fields the page sends
 * (the intake's reader knows each version), and the anti-abuse field every one of them carries.
 * The envelope (`envelope.ts`) accepts exactly these types; a form reads its version here.
 * No imports: the intake service reads this file too.
 */
export const FORM_TYPES = ["contact", "verification", "referral", "application"] as const;
export type FormType = (typeof FORM_TYPES)[number];

/** The version of each form's fields the site sends now; raise it when a form's fields change. */
export const FORM_VERSIONS = {
  contact: 1,
  verification: 1,
  referral: 1,
  application: 1,
} as const satisfies Record<FormType, number>;

/** The hidden field's name: one a robot fills, and no browser offers to fill. */
export const HONEYPOT_FIELD = "website_url";

/** An age X25519 recipient (`age1…`, bech32): the public half of a key the agency reads with. */
export const AGE_RECIPIENT = /^age1[02-9ac-hj-np-z]{58}$/;

/** The most recipients a page seals one request to (the agency's key and its recovery key, …). */
export const MAX_RECIPIENTS = 8;

/** The kinds of file a form may take, told apart by their first bytes (`file-kind.ts`). */
export type FileKind = "pdf" | "png" | "jpeg" | "heic" | "doc" | "docx";

/** What one form takes as attachments: how many files, how large each and all, which kinds. */
export type AttachmentLimits = {
  maxFiles: number;
  /** Bytes of one file as chosen (before encryption). */
  maxFileBytes: number;
  /** Bytes of all the files together (before encryption). */
  maxTotalBytes: number;
  kinds: readonly FileKind[];
};

const MB = 1024 * 1024;

/**
 * The attachments each form takes (null: none). The page checks the chosen files against
 * these, the intake the encrypted uploads a submission names (`sealedBytesMax`), the tests both.
 */
export const ATTACHMENT_LIMITS = {
  contact: null,
  verification: null,
  referral: {
    maxFiles: 8,
    maxFileBytes: 10 * MB,
    maxTotalBytes: 25 * MB,
    kinds: ["pdf", "png", "jpeg", "heic"],
  },
  application: {
    maxFiles: 1,
    maxFileBytes: 5 * MB,
    maxTotalBytes: 5 * MB,
    kinds: ["pdf", "doc", "docx"],
  },
} as const satisfies Record<FormType, AttachmentLimits | null>;

/**
 * The most bytes a file of `plainBytes` takes once sealed with age (binary): the header (up to
 * `MAX_RECIPIENTS` X25519 stanzas and the MAC, under 4 KiB), the 16-byte nonce and a 16-byte tag
 * per 64 KiB chunk.
 */
export const sealedBytesMax = (plainBytes: number) =>
  plainBytes + 4096 + 16 + 16 * (Math.floor(plainBytes / 65536) + 1);

/** The largest upload the intake takes (`PUT /api/v1/uploads/:id`): the largest file, sealed. */
export const UPLOAD_MAX_BYTES = sealedBytesMax(10 * MB);

/** The most files any form sends with one request. */
export const MAX_ATTACHMENTS = 8;
