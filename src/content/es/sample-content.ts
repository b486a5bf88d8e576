/**
 * Spanish of `../sample-content.ts`'s words: the "Sample" and "Example" marks and the
 * site-wide notice shown while the site still shows placeholders (whether it shows is the
 * English module's `showsSampleContent`, unchanged).
 */
import type * as en from "../sample-content";
import type { Translation } from "./translation";

export const review = { state: "pending", translator: null, date: null } as const;

export const sampleCopy = {
  mark: "Muestra",
  example: "Ejemplo",
  noticeLabel: "Contenido de muestra",
  notice:
    "Este sitio muestra contenido de muestra. Las cifras, los premios, los certificados, las historias de pacientes y los autores de los artículos son ejemplos hasta que Beyond Care los confirme. Llámenos para cualquier cosa en la que necesite confiar.",
} as const satisfies Translation<typeof en.sampleCopy>;
