import type { FormType } from "./form-types";
import { ATTACHMENT_LIMITS, sealedBytesMax } from "./attachment-limits";

/**
 * Why the encrypted files a request names do not fit its form's limits (`ATTACHMENT_LIMITS`),
 * or undefined when they do: too many, one too large, all together too large, or files for a
 * form that takes none. Sizes are of the ciphertexts, so each limit allows age's overhead
 * (`sealedBytesMax`). The intake runs it on every submission; the page checks the plain files
 * against the same limits before it seals them. Relative imports only: the intake reads it.
 */
export function attachmentsProblem(
  formType: FormType,
  files: readonly { bytes: number }[],
): string | undefined {
  if (files.length === 0) return undefined;
  const limits = ATTACHMENT_LIMITS[formType];
  if (!limits) return `The ${formType} form takes no files.`;
  if (files.length > limits.maxFiles) {
    return `The ${formType} form takes at most ${limits.maxFiles} ${limits.maxFiles === 1 ? "file" : "files"}.`;
  }
  if (files.some((file) => file.bytes > sealedBytesMax(limits.maxFileBytes))) {
    return `A file is larger than the ${formType} form takes.`;
  }
  const total = files.reduce((sum, file) => sum + file.bytes, 0);
  const overhead =
    files.length * (sealedBytesMax(0) + 16) + 16 * Math.ceil(limits.maxTotalBytes / 65536);
  if (total > limits.maxTotalBytes + overhead) {
    return `The files together are larger than the ${formType} form takes.`;
  }
  return undefined;
}
