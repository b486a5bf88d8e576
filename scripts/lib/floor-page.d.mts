// Types for floor-page.mjs (the project's tsconfig has `allowJs: false`).
export const FLOOR_HTML: string;
export const FLOOR_ROUTE: string;
export function startFloorServer(
  host: string,
): Promise<{ url: string; close: () => Promise<void> }>;
