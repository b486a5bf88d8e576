/**
 * Spanish of `../homebound.ts`: what "homebound" ("confinado en el hogar", Medicare's Spanish
 * term) means, written once: Medicare's two criteria, and both must be true.
 */
export const review = { state: "pending", translator: null, date: null } as const;

const needsHelp =
  "necesita ayuda para salir de su casa, como la de otra persona, un bastón, un andador o una silla de ruedas, o un transporte especial, o su médico le aconseja no salir debido a su condición";
const takesEffort =
  "salir de su casa le exige un gran esfuerzo, por lo que normalmente se queda en casa";

/** "confinado en el hogar, lo que significa que se cumplen las dos condiciones: ...; y ..." */
export const homeboundMeaning = `confinado en el hogar, lo que significa que se cumplen estas dos condiciones: ${needsHelp}; y ${takesEffort}`;

export const medicaidNotHomebound =
  "No tiene que estar confinado en el hogar: Medicaid no lo exige para la atención médica en el hogar.";
