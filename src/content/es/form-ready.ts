/** Spanish of `../form-ready.ts`. */
import type * as en from "../form-ready";
import type { Translation } from "./translation";

export const review = { state: "pending", translator: null, date: null } as const;

export const formReadyCopy = {
  gettingReady: "Preparando el formulario…",
} as const satisfies Translation<typeof en.formReadyCopy>;
