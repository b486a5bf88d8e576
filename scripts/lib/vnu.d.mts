export declare function vnuJar(env: NodeJS.ProcessEnv): string | undefined;
export declare function vnuErrors(json: string, root: string): string[];
