export type BuildStamp = {
  version: number;
  builtAt: string;
  env: Record<string, string | null>;
  inputs: Record<string, string>;
};
export declare function computeStamp(
  root: string,
  env: Record<string, string | undefined>,
  now?: Date,
): BuildStamp;
export declare function writeStamp(siteDir: string, stamp: BuildStamp): void;
export declare function staleReasons(previous: BuildStamp, current: BuildStamp): string[];
export declare function rebuildReasons(
  siteDir: string,
  root: string,
  env: Record<string, string | undefined>,
): string[];
