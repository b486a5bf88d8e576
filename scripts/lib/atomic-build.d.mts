export declare const buildId: (now?: Date, pid?: number) => string;
export declare function makeStagingDir(link: string, id?: string): string;
export declare function publishBuild(link: string, staging: string): string;
export declare function keepFailedBuild(staging: string): string;
export declare function pruneBuilds(
  link: string,
  options?: { isRunning?: (pid: number) => boolean },
): string[];
export declare function takeBuildLock(
  link: string,
  options?: { isRunning?: (pid: number) => boolean; pid?: number },
): { release: () => void } | { heldBy: number };
