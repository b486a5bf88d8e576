/**
 * Compression at build time: a brotli (`x.br`, quality 11) and a gzip (`x.gz`, level 9) copy
 * next to each text file of the built site, so neither the intake server (@fastify/static's
 * `preCompressed`) nor nginx (`gzip_static`, `brotli_static`) compresses anything per request.
 * A copy is kept only when it is smaller than the file.
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Files worth compressing (fonts in woff2 and images other than SVG are compressed already). */
const TEXT = /\.(html|css|js|mjs|json|xml|svg|txt|webmanifest|map|ico)$/i;

/** Smaller files gain nothing worth a second round trip of headers. */
const MIN_BYTES = 256;

/**
 * Writes `.br` and `.gz` next to every text file under `dir` (a stale copy of a file that no
 * longer gains is removed) and returns the files it compressed and the bytes before and after
 * (brotli).
 * @param {string} dir
 * @returns {{ files: number, bytes: number, brotliBytes: number }}
 */
export function precompressSite(dir) {
  let files = 0;
  let bytes = 0;
  let brotliBytes = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !TEXT.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const size = statSync(file).size;
    const copies = /** @type {const} */ ([
      [`${file}.br`, (/** @type {Buffer} */ data) => brotliCompressSync(data, brotliOptions(size))],
      [`${file}.gz`, (/** @type {Buffer} */ data) => gzipSync(data, { level: 9 })],
    ]);
    if (size < MIN_BYTES) {
      for (const [copy] of copies) rmSync(copy, { force: true });
      continue;
    }
    const data = readFileSync(file);
    files += 1;
    bytes += size;
    for (const [copy, compress] of copies) {
      const compressed = compress(data);
      if (compressed.length < size) writeFileSync(copy, compressed);
      else rmSync(copy, { force: true });
      if (copy.endsWith(".br")) brotliBytes += Math.min(compressed.length, size);
    }
  }
  return { files, bytes, brotliBytes };
}

/** @param {number} size */
const brotliOptions = (size) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});
