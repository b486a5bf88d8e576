/** Spanish of `../file-input.ts`: the file input's words and what is wrong with the files. */
import type * as en from "../file-input";
import type { Translation } from "./translation";

export const review = { state: "pending", translator: null, date: null } as const;

export const fileInputCopy = {
  chosen: "Archivos elegidos",
  remove: "Quitar",
  removeName: (name: string) => `Quitar ${name}`,
  added: (names: string) => `Se agregó ${names}.`,
  removed: (name: string) => `Se quitó ${name}.`,
  count: (n: number) =>
    n === 0
      ? "No se eligió ningún archivo."
      : n === 1
        ? "Se eligió 1 archivo."
        : `Se eligieron ${n} archivos.`,
  problems: {
    notTaken: (name: string, kinds: string) =>
      `${name} no es un archivo que podamos recibir: elija ${kinds}`,
    empty: (name: string) => `${name} está vacío`,
    tooLarge: (name: string, size: string, max: string) =>
      `${name} pesa ${size}: cada archivo debe pesar ${max} o menos`,
    oneOnly: "Elija un solo archivo",
    upTo: (n: number) => `Elija hasta ${n} archivos`,
    tooMuch: (total: string, max: string) =>
      `Los archivos suman ${total}: en total deben pesar ${max} o menos`,
  },
} as const satisfies Translation<typeof en.fileInputCopy>;
