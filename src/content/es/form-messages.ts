/** Spanish of `../form-messages.ts` (the verification form's messages; written by the frame's engineer). */
import type * as en from "../form-messages";
import type { Translation } from "./translation";

export const review = { state: "pending", translator: null, date: null } as const;

export const verificationMessages = {
  firstName: "El nombre debe tener al menos 2 caracteres",
  lastName: "El apellido debe tener al menos 2 caracteres",
  dateOfBirth: "Escriba una fecha válida (MM/DD/AAAA o AAAA-MM-DD)",
  insuranceCompany: "Elija su compañía de seguros",
  insuranceId: "Escriba su número de identificación de miembro",
  phone: "Escriba un número de teléfono de 10 dígitos",
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
