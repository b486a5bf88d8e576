type Rule = { source: string; headers: { key: string; value: string }[] };
export declare function inlineScriptHashesOf(html: string): string[];
export declare function withScriptHashes(policy: string, hashes: readonly string[]): string;
export declare function writeHeadersFile(rules: readonly Rule[], dir: string): void;
