/**
 * Spanish of `../../insurance/providers.ts`: the words of the fourteen providers (names,
 * websites, logos, flags and plan kinds are the English entries'), and the provider pages' SEO.
 */
import type { ProviderDetails } from "../../insurance/provider-details";
import * as en from "../../insurance/providers";
import type { InsuranceProvider, ProviderId } from "../../insurance/providers";
import { bcbsDetails, medicaidDetails, medicareDetails } from "./provider-details";
import type { Translation } from "../translation";

export const review = { state: "pending", translator: null, date: null } as const;

type ProviderWords = Pick<InsuranceProvider, "description" | "coverage"> &
  Partial<Pick<InsuranceProvider, "planName" | "notice" | "memberVia">>;

const blueCardNotice = (name: string, where: string) =>
  `${name} vende planes en ${where}, no en Illinois. Si tiene un plan de ${name}, es posible que pueda recibir cuidado aquí por medio de la red de Blue Cross Blue Shield. Llame al número que aparece en su tarjeta, o llámenos, para verificarlo.`;

const byPlan = "Atención médica en el hogar y terapia, según el plan";
const withApproval = "Atención médica en el hogar y terapia, con aprobación";
const full = "Atención médica en el hogar, terapia, enfermería especializada";

const words = {
  medicare: {
    description:
      "Seguro de salud federal para personas de 65 años o más y para algunas personas menores de 65 años con discapacidades.",
    coverage: full,
  },
  medicaid: {
    description:
      "Medicaid de Illinois paga la atención médica de personas con ingresos bajos; la mayoría de los miembros la reciben por medio de un plan de HealthChoice Illinois.",
    coverage: "Atención médica en el hogar, terapia, suministros médicos",
  },
  bcbs: {
    description:
      "Planes de Blue Cross and Blue Shield of Illinois por medio del empleador, del mercado de seguros y de Medicare Advantage.",
    coverage: full,
  },
  aetna: {
    description:
      "Planes de salud de Aetna por medio del empleador y de Medicare Advantage; Aetna ya no vende planes individuales en Illinois.",
    coverage: byPlan,
    memberVia: "por medio de un empleador o como un plan Medicare Advantage",
    notice:
      "Aetna ya no vende planes individuales ni familiares en Illinois: sus planes del Mercado de Seguros Médicos terminaron con 2025. Si tenía uno, llámenos y le ayudaremos a verificar la cobertura que tiene ahora.",
  },
  cigna: {
    description: "Planes de salud de Cigna Healthcare por medio del empleador e individuales.",
    coverage: byPlan,
  },
  humana: {
    description:
      "Planes Medicare Advantage de Humana, que incluyen la atención médica en el hogar.",
    coverage: full,
  },
  united: {
    description:
      "Planes de salud de UnitedHealthcare por medio del empleador, individuales y de Medicare Advantage.",
    coverage: full,
  },
  anthem: {
    description:
      "Planes de Anthem Blue Cross Blue Shield de otros estados, que pueden funcionar aquí por medio de la red de Blue Cross.",
    coverage: byPlan,
    notice: blueCardNotice("Anthem", "otros estados"),
  },
  kaiser: {
    description:
      "Kaiser Permanente tiene planes de salud en otros estados, y no estamos aceptando pacientes nuevos de Kaiser.",
    coverage: "No acepta pacientes nuevos",
    notice:
      "No podemos aceptar pacientes nuevos con cobertura de Kaiser Permanente. Kaiser Permanente no tiene planes de salud en Illinois. Por favor, llámenos: podemos hablar de sus opciones.",
  },
  tricare: {
    description:
      "El programa de salud para los miembros del servicio militar activos y retirados, la Guardia Nacional y la Reserva, y sus familias.",
    coverage: full,
  },
  centene: {
    description:
      "Centene administra Meridian, un plan de Medicaid de HealthChoice Illinois, y otros planes de salud de Illinois.",
    coverage: withApproval,
    planName: "Meridian, el plan de HealthChoice Illinois de Centene",
  },
  molina: {
    description:
      "Molina Healthcare of Illinois ofrece planes de Medicaid por medio de HealthChoice Illinois, y planes de Medicare.",
    coverage: withApproval,
    planName: "Molina Healthcare of Illinois",
  },
  wellcare: {
    description:
      "Planes Medicare Advantage y de medicamentos recetados de Wellcare, una compañía de Centene.",
    coverage: full,
  },
  independence: {
    description:
      "Planes de Blue Cross del área de Filadelfia, que pueden funcionar aquí por medio de la red de Blue Cross.",
    coverage: byPlan,
    notice: blueCardNotice("Independence Blue Cross", "el área de Filadelfia"),
  },
} as const satisfies Record<ProviderId, ProviderWords>;

const spanishDetails: Partial<Record<ProviderId, ProviderDetails>> = {
  medicare: medicareDetails,
  medicaid: medicaidDetails,
  bcbs: bcbsDetails,
};

/** The fourteen providers with their Spanish words (and details), in the English order. */
export const providers: readonly InsuranceProvider[] = en.providers.map((provider) => {
  const entry = { ...provider, ...words[provider.id] };
  const details = spanishDetails[provider.id];
  return entry.details && details ? { ...entry, details } : entry;
});

export const providerPageSeo = {
  title: (name: string) => `Cobertura de atención médica en el hogar de ${name}`,
  description: (name: string, acceptsNewPatients: boolean) =>
    acceptsNewPatients
      ? `Cómo cubre ${name} la atención médica en el hogar en el área de Chicago: quién califica, qué está cubierto, cuánto podría pagar y cómo verificarlo.`
      : `Cobertura de ${name} y atención médica en el hogar en el área de Chicago: no estamos aceptando pacientes nuevos de ${name}. Llámenos para hablar de sus opciones.`,
} satisfies Translation<typeof en.providerPageSeo>;
