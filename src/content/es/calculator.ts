/**
 * Spanish of `../calculator.ts`: the cost calculator's words. The choices' values (what
 * `src/lib/cost-calculator.ts` prices) are the English ones in the English order, which the type
 * checks (`TranslatedChoices`); the units and the quote link are the English module's.
 */
import * as en from "../calculator";
import type { TranslatedChoices, Translation } from "./translation";

export const review = { state: "pending", translator: null, date: null } as const;

/** "1 visita", "12 visitas"; quarters in words: "1 visita y media en promedio". */
function visitWords(quarterVisits: number): string {
  const whole = Math.floor(quarterVisits / 4);
  const part = ["", "un cuarto", "media", "tres cuartos"][quarterVisits % 4] ?? "";
  const visits = `${whole} ${whole === 1 ? "visita" : "visitas"}`;
  if (part === "") return visits;
  if (whole === 0) return `${part} de visita en promedio`;
  return `${visits} y ${part} en promedio`;
}

type Options = typeof en.calculatorOptions;

export const calculatorOptions = {
  insuranceType: [
    { value: "medicare", label: "Medicare Original" },
    { value: "medicaid", label: "Medicaid" },
    { value: "commercial", label: "Seguro privado (por su trabajo o comprado por usted)" },
    { value: "medicare-advantage", label: "Medicare Advantage" },
    { value: "dual-eligible", label: "Medicare y Medicaid a la vez (elegibilidad doble)" },
  ],
  planType: [
    { value: "hmo", label: "HMO" },
    { value: "ppo", label: "PPO" },
    { value: "epo", label: "EPO" },
    { value: "pos", label: "POS" },
    { value: "original-medicare", label: "Medicare Original" },
    { value: "other", label: "Otro o no estoy seguro" },
  ],
  serviceType: [
    { value: "skilled-nursing", label: "Enfermería especializada" },
    { value: "home-health-aide", label: "Asistente de salud en el hogar" },
    { value: "physical-therapy", label: "Terapia física" },
    { value: "occupational-therapy", label: "Terapia ocupacional" },
    { value: "speech-therapy", label: "Terapia del habla" },
    { value: "medical-social-services", label: "Servicios sociales médicos" },
    { value: "multiple-services", label: "Más de un servicio" },
  ],
  serviceFrequency: [
    { value: "daily", label: "Todos los días" },
    { value: "3x-week", label: "3 veces por semana" },
    { value: "2x-week", label: "2 veces por semana" },
    { value: "weekly", label: "Una vez por semana" },
    { value: "monthly", label: "Una vez al mes" },
  ],
  estimatedDuration: [
    { value: "1-week", label: "1 semana" },
    { value: "2-4-weeks", label: "2–4 semanas" },
    { value: "1-2-months", label: "1–2 meses" },
    { value: "3-6-months", label: "3–6 meses" },
    { value: "6-months-plus", label: "Más de 6 meses" },
  ],
} as const satisfies { [K in keyof Options]: TranslatedChoices<Options[K]> } & Translation<Options>;

export const calculatorCopy = {
  formTitle: "Cuéntenos sobre su cobertura y su cuidado",
  formIntro:
    "La mayoría de estas cantidades están en su tarjeta del seguro o en el resumen de beneficios de su plan. Lo que escribe se queda en este dispositivo: no se envía ni se guarda.",
  choose: "Elija una opción",
  units: en.calculatorCopy.units,
  groups: {
    coverage: "Su cobertura",
    costsSoFar: "Lo que ha pagado este año",
    care: "Su cuidado",
  },
  fields: {
    insuranceType: {
      label: "Tipo de seguro",
      hint: 'Las visitas de atención médica en el hogar cubiertas le cuestan $0 con "Medicare Original", "Medicaid" o "Medicare y Medicaid a la vez (elegibilidad doble)". Si una compañía privada administra su plan de Medicare, elija "Medicare Advantage".',
    },
    planType: {
      label: "Tipo de plan",
      hint: 'Suele aparecer en su tarjeta del seguro. Elija "Otro o no estoy seguro" si no lo encuentra.',
    },
    deductible: {
      label: "Deducible anual",
      hint: "Lo que paga cada año antes de que su seguro empiece a pagar. Escriba 0 o déjelo en blanco si no tiene.",
    },
    coinsurance: {
      label: "Coseguro",
      hint: "Su parte de cada factura después del deducible, en porcentaje. Muchos planes usan 20%.",
    },
    copay: {
      label: "Copago por visita",
      hint: "Una cantidad fija que paga en cada visita. Escriba 0 o déjelo en blanco si no tiene.",
    },
    outOfPocketMax: {
      label: "Máximo anual de gastos de su bolsillo",
      hint: "Lo más que su plan le hace pagar en un año. Escriba 0 o déjelo en blanco si su plan no tiene máximo.",
    },
    deductibleMet: {
      label: "Deducible que ya pagó",
      hint: "Escriba 0 o déjelo en blanco si todavía no ha pagado nada.",
    },
    outOfPocketMet: {
      label: "Gastos de su bolsillo que ya pagó",
      hint: "Todo lo que ha pagado este año que cuenta para su máximo. Escriba 0 o déjelo en blanco si nada.",
    },
    serviceType: { label: "Tipo de cuidado" },
    serviceFrequency: { label: "Con qué frecuencia necesita visitas" },
    estimatedDuration: { label: "Por cuánto tiempo cree que necesitará cuidado" },
  },
  submit: "Calcular mis costos",
  submitting: "Calculando...",
  result: {
    title: "Su estimado",
    placeholderTitle: "Su estimado aparecerá aquí",
    placeholder:
      "Llene el formulario y elija Calcular mis costos. Verá el costo total de su cuidado, lo que su seguro podría pagar y lo que usted podría pagar.",
    calculating: "Calculando su estimado…",
    changedTitle: "Usted cambió sus respuestas",
    changed: "Elija Calcular mis costos otra vez para ver un estimado con sus nuevas respuestas.",
    error: "Hubo un error al calcular sus costos. Revise su información e inténtelo de nuevo.",
    totalCost: "Costo total",
    insurancePays: "Paga el seguro",
    patientPays: "Usted paga",
    breakdownTitle: "Cómo lo calculamos",
    deductible: "Para su deducible",
    coinsurance: "Coseguro",
    copays: "Copagos",
    outOfPocketRemaining: "Lo que queda de su máximo",
    outOfPocketRemainingNote: "Lo que queda de su máximo anual después de este cuidado.",
    paidInFull: {
      medicare:
        "Medicare Original paga por completo las visitas de atención médica en el hogar cubiertas: sin deducible, sin coseguro y sin copago. El coseguro de 20% de la Parte B se aplica al equipo médico, como un andador o una cama de hospital, no a estas visitas.",
      medicaid:
        "Medicaid de Illinois no cobra copago ni coseguro por las visitas de atención médica en el hogar cubiertas, así que usted no paga nada por ellas.",
      "dual-eligible":
        "Con Medicare y Medicaid a la vez, Medicare paga por completo las visitas de atención médica en el hogar cubiertas y usted no paga nada por ellas. El coseguro de 20% de la Parte B se aplica al equipo médico, no a estas visitas.",
    },
    cappedBy: {
      "total-cost":
        "Sus copagos suman más que el costo del cuidado. Usted nunca paga más que el costo de su cuidado, así que lo que paga se detiene en el costo total.",
      "out-of-pocket-max":
        "Con este cuidado llega a su máximo anual de gastos de su bolsillo, así que lo que paga se detiene ahí. Las cantidades de abajo son lo que paga después de ese límite.",
    },
    frequencyWords: {
      daily: "una visita todos los días",
      "3x-week": "3 visitas por semana",
      "2x-week": "2 visitas por semana",
      weekly: "1 visita por semana",
      monthly: "alrededor de 1 visita al mes",
    },
    durationWords: {
      "1-week": "1 semana",
      "2-4-weeks": "unas 3 semanas",
      "1-2-months": "unas 6 semanas",
      "3-6-months": "unas 18 semanas",
      "6-months-plus": "26 semanas (6 meses)",
    },
    visitWords,
    basis: (frequency: string, duration: string, visits: string, costPerVisit: string) =>
      `Con ${frequency} durante ${duration}: ${visits}, a ${costPerVisit} por visita.`,
  },
  disclaimer:
    "Esto es solo un estimado, no una cotización ni una promesa de cobertura. Sus costos reales dependen de su plan y de su cuidado. Verifique sus beneficios con su compañía de seguros.",
  quote: {
    text: "Pedir una cotización detallada",
    href: en.calculatorCopy.quote.href,
  },
  toast: {
    success: "Cálculo terminado",
    errorTitle: "Error en el cálculo",
    errorDescription:
      "Hubo un error al calcular sus costos. Revise su información e inténtelo de nuevo.",
  },
} as const satisfies Translation<typeof en.calculatorCopy>;
