export declare const ROOT: string;
export declare function run(
  command: string,
  args: string[],
  options?: { env?: NodeJS.ProcessEnv },
): Promise<number>;
export declare function buildSite(env?: NodeJS.ProcessEnv): Promise<number>;
