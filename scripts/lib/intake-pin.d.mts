export const PIN_FILE: string;
export function pinnedRecipients(env: Record<string, string | undefined>): string[] | null;
export function writeIntakePin(dir: string, env: Record<string, string | undefined>): void;
