export declare function precompressSite(dir: string): {
  files: number;
  bytes: number;
  brotliBytes: number;
};
