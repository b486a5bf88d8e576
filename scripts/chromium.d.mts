/** Types of scripts/chromium.mjs for the TypeScript files that import it. */
export declare const CHROMIUM_FLAGS: string[];
export declare function findChromium(): string;
