import type { FormType } from "./form-types";

/*
 * What each form takes as attachments, shared by the page, the intake and the tests. Apart
 * from form-types.ts (which every form's first download carries) so that the forms without
 * files do not download these. Relative imports only: the intake service reads this file too.
 */
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
