/*
 * Whether an age payload is plainly not ciphertext. ChaCha20-Poly1305 output is uniformly random
 * bytes; a forged file with a copied or made-up header and text behind it is not. The test looks
 * at a few windows spread over the payload (not every byte: a large upload is read once, cheaply)
 * and refuses a window that is mostly printable text, or whose byte counts are far from uniform
 * (UTF-16 text, other scripts' UTF-8, zeros, raw images). The thresholds are many standard
 * deviations away from what random bytes give, so a real file is never refused (the chance is
 * below 1e-8 per file); they are not meant to find data the sender encrypted or compressed
 * itself, which no server can tell from ours.
 */

const WINDOW_BYTES = 1024;
const WINDOWS = 8;
/** Printable ASCII and tab, LF, CR: 98 of 256 byte values (38 % of random bytes). */
const PRINTABLE_SHARE = 0.9;
/** Pearson's chi-square over 256 values: mean 255 and variance ~510 for random bytes. */
const CHI_SQUARE_MAX = 255 + 12 * Math.sqrt(510);
/** Fewer bytes than this and the chi-square says little: the printable share alone decides. */
const CHI_SQUARE_MIN_BYTES = 256;

const printable = (byte: number) =>
  (byte >= 0x20 && byte < 0x7f) || byte === 0x09 || byte === 0x0a || byte === 0x0d;

function windowReadable(window: Uint8Array): boolean {
  const counts = new Uint32Array(256);
  let text = 0;
  for (const byte of window) {
    counts[byte] = (counts[byte] ?? 0) + 1;
    if (printable(byte)) text += 1;
  }
  if (text >= PRINTABLE_SHARE * window.length) return true;
  if (window.length < CHI_SQUARE_MIN_BYTES) return false;
  let squares = 0;
  for (const count of counts) squares += count * count;
  return (256 / window.length) * squares - window.length > CHI_SQUARE_MAX;
}

/** True when a window of `payload` is not what encryption makes. */
export function looksReadable(payload: Uint8Array): boolean {
  const size = Math.min(WINDOW_BYTES, payload.length);
  const count = Math.min(WINDOWS, Math.ceil(payload.length / WINDOW_BYTES));
  for (let index = 0; index < count; index += 1) {
    const start = count === 1 ? 0 : Math.floor((index * (payload.length - size)) / (count - 1));
    if (windowReadable(payload.subarray(start, start + size))) return true;
  }
  return false;
}
