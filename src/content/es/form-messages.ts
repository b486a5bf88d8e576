/** Spanish of `../form-messages.ts` (the verification form's messages; written by the frame's engineer). */
import type * as en from "../form-messages";
import type { Translation } from "./translation";

export const review = { state: "pending", translator: null, date: null } as const;

export const reachMessages = {
  phone: "Escriba un número de teléfono de 10 dígitos (puede añadir la extensión, como x214)",
  email: "Escriba un correo electrónico válido",
  either:
    "Escriba un número de teléfono o un correo electrónico, para que podamos comunicarnos con usted",
} as const satisfies Translation<typeof en.reachMessages>;

export const contactMessages = {
  name: "El nombre completo debe tener al menos 2 caracteres",
  consent:
    "Marque la casilla para aceptar la política de privacidad y que nos comuniquemos con usted",
  tooLong: (field: string, max: number) => `${field}: como máximo ${max} caracteres`,
  fieldNames: {
    name: "Nombre completo",
    email: "Correo electrónico",
    phone: "Número de teléfono",
    message: "Su mensaje",
  },
} as const satisfies Translation<typeof en.contactMessages>;

export const calculatorMessages = {
  insuranceType: "Elija su tipo de seguro",
  planType: "Elija su tipo de plan",
  serviceFrequency: "Elija con qué frecuencia necesita visitas",
  serviceType: "Elija un tipo de cuidado",
  estimatedDuration: "Elija por cuánto tiempo necesitará cuidado",
  amountNotNumber: "Escriba una cantidad en números, como 250",
  amountNegative: "Escriba una cantidad de $0 o más",
  amountTooLarge: "Escriba una cantidad menor de $1,000,000",
  percentage: "Escriba un porcentaje de 0 a 100",
} as const satisfies Translation<typeof en.calculatorMessages>;

export const verificationMessages = {
  firstName: "El nombre debe tener al menos 2 caracteres",
  lastName: "El apellido debe tener al menos 2 caracteres",
  dateOfBirth: "Escriba una fecha válida (MM/DD/AAAA o AAAA-MM-DD)",
  insuranceCompany: "Elija su compañía de seguros",
  insuranceId: "Escriba su número de identificación de miembro",
  phone: "Escriba un número de teléfono de 10 dígitos (puede añadir la extensión, como x214)",
  email: "Escriba un correo electrónico válido",
  serviceType: "Elija un tipo de cuidado",
  physicianName: "Escriba el nombre del médico",
  medicalCondition: "Cuéntenos sobre su condición médica (al menos 10 caracteres)",
  tooLong: (field: string, max: number) => `${field}: como máximo ${max} caracteres`,
  fieldNames: {
    firstName: "Nombre",
    lastName: "Apellido",
    dateOfBirth: "Fecha de nacimiento",
    phoneNumber: "Número de teléfono",
    email: "Correo electrónico",
    insuranceId: "Número de identificación de miembro",
    groupNumber: "Número de grupo",
    physicianName: "Nombre del médico",
    physicianPhone: "Número de teléfono del médico",
    medicalCondition: "Condición médica",
    additionalNotes: "Notas adicionales",
  },
} as const satisfies Translation<typeof en.verificationMessages>;
