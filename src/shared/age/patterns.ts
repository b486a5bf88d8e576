/**
 * The shapes of age's X25519 keys as text: bech32 (its alphabet has no 1, b, i or o after the
 * prefix), lower case for a recipient and upper case for an identity. Every check of "is this
 * an age recipient / identity" in the browser, the server and the CLI uses these two.
 */

/** An age X25519 recipient (`age1…`): the public half of a key the agency reads with. */
export const AGE_RECIPIENT = /^age1[02-9ac-hj-np-z]{58}$/;

/** An age X25519 identity (`AGE-SECRET-KEY-1…`): the private half, never sent to the server. */
export const AGE_IDENTITY = /^AGE-SECRET-KEY-1[02-9AC-HJ-NP-Z]{58}$/;

export const isAgeRecipient = (value: unknown): value is string =>
  typeof value === "string" && AGE_RECIPIENT.test(value);
