/**
 * Saves a Blob made in this page as a file named `name` (a download link clicked once); the
 * object URL is revoked a minute later, when the browser has long taken the bytes. Used for a
 * request's decrypted files and for the recovery kit: neither is ever sent anywhere.
 */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
