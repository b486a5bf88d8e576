export declare function lowPriorityShellScript(html: string): { html: string; changed: number };
