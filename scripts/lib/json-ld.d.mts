export declare function jsonLdProblems(html: string, page: string): string[];
