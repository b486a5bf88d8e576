/**
 * Spanish of `../credentials.ts`: "Check our credentials" and the Care Compare link. The
 * numbers are the English module's (placeholders until the agency supplies them, said in
 * Spanish meanwhile: a confirmed number is the English one), as are the registers' addresses;
 * the registers' own pages are in English.
 */
import * as en from "../credentials";
import { translatedFact, withWords, type Translation } from "./translation";

/** A number still to be supplied, in Spanish (the English says "Number to be added"). */
const toBeAdded = "Número por agregar";

export const review = { state: "pending", translator: null, date: null } as const;

export const credentialsCopy = {
  title: "Verifique nuestras credenciales",
  text: "No tiene que creernos solo por nuestra palabra. Cada número que sigue está en un registro público donde usted mismo puede buscarlo.",
} as const satisfies Translation<typeof en.credentialsCopy>;

export const credentialChecks = withWords(en.credentialChecks, [
  {
    label: "Licencia de agencia de atención médica en el hogar de Illinois",
    value: translatedFact(en.credentialChecks[0].value, toBeAdded),
    register: {
      label: "Búsquela en el Departamento de Salud Pública de Illinois (en inglés)",
      href: en.credentialChecks[0].register.href,
    },
  },
  {
    label: "Número de certificación de Medicare (CCN)",
    value: translatedFact(en.credentialChecks[1].value, toBeAdded),
    register: {
      label: "Encuéntrenos en Medicare Care Compare",
      href: en.credentialChecks[1].register.href,
    },
  },
  {
    label: "Identificador Nacional de Proveedor (NPI)",
    value: translatedFact(en.credentialChecks[2].value, toBeAdded),
    register: {
      label: "Busque en el registro NPI de NPPES (en inglés)",
      href: en.credentialChecks[2].register.href,
    },
  },
]);

export const careCompareRatingsLink = {
  label: "Vea nuestras calificaciones en Medicare Care Compare",
  href: en.careCompareRatingsLink.href,
} as const satisfies Translation<typeof en.careCompareRatingsLink>;
