export declare function inlineStyleHashesOf(html: string): string[];
export declare function pagePolicy(policy: string, html: string): string;
