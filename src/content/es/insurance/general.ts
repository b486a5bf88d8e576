/**
 * Spanish of `../../insurance/general.ts`: the words of the general text of the eleven provider
 * pages without plan-specific detail, one version per kind of plan, as hedged as the English.
 * The English module puts them together (`generalSectionsIn`); names and plan names are the
 * providers'.
 */
import { generalSectionsIn, type GeneralWords } from "../../insurance/general";
import { homeboundMeaning, medicaidNotHomebound } from "../homebound";
import { callUsToCheck, medicareHomeHealthBenefits } from "./provider-details";

export const review = { state: "pending", translator: null, date: null } as const;

const spanish: GeneralWords = {
  memberVia: "por medio de un empleador, del Mercado de Seguros Médicos o por su cuenta",
  phoneLabel: (name) => `Servicios para miembros de ${name}`,
  memberCardNote:
    "Llame al número de servicios para miembros que aparece en el reverso de su tarjeta del seguro.",
  askYourPlan: (plan) => [
    `Llame al número de servicios para miembros que aparece en su tarjeta de ${plan}.`,
    "Pregunte si su plan cubre la atención médica en el hogar, qué servicios y cuántas visitas.",
    "Pregunte si necesita autorización previa (aprobación antes de que empiece el cuidado) y un referido.",
    "Pregunte si nuestra agencia está en la red de su plan.",
    callUsToCheck,
  ],
  kinds: {
    commercial: ({ planName, memberVia }) => ({
      eligibility: [
        `Usted es miembro de un plan de ${planName}, ${memberVia}.`,
        "Su plan incluye beneficios de atención médica en el hogar. La mayoría de los planes los incluyen, pero los detalles varían.",
        "Su médico ordena la atención médica en el hogar e indica que es médicamente necesaria.",
        "Algunos planes también exigen que usted esté confinado en el hogar, como lo hace Medicare: que necesite ayuda para salir de casa, o que su médico le aconseje no salir, y que salir le exija un gran esfuerzo.",
      ],
      coverage: [
        "Visitas al médico y cuidado en el hospital",
        "Atención médica en el hogar cuando es médicamente necesaria",
        "Terapia física, ocupacional y del habla",
        "Equipo y suministros médicos, según el plan",
        "Medicamentos recetados, en la mayoría de los planes",
      ],
      homeHealthBenefits: [
        "Visitas de enfermería especializada",
        "Terapia física, ocupacional y del habla en el hogar",
        "Cuidado de un asistente de salud en el hogar como parte de un plan de cuidado especializado, en muchos planes",
        "Terapia de infusión en el hogar, en muchos planes",
        "Servicios sociales médicos, en algunos planes",
      ],
      requirements: [
        "Una orden de su médico y un plan de cuidado por escrito",
        "Con frecuencia se requiere una autorización previa (aprobación del plan antes de que empiece el cuidado)",
        "Una agencia de la red; el cuidado fuera de la red puede costar más o no estar cubierto",
        "Algunos planes limitan el número de visitas de atención médica en el hogar cada año",
        `Si tiene un plan Medicare Advantage de ${planName}, también se aplican las reglas de Medicare para la atención médica en el hogar`,
      ],
      copay:
        "Depende de su plan. Es posible que pague un deducible, un copago por cada visita o una parte del costo (coseguro). Pregúntele a su plan, o permítanos verificarlo por usted.",
    }),
    "medicare-advantage": ({ planName }) => ({
      eligibility: [
        `Usted tiene la Parte A y la Parte B de Medicare y está inscrito en un plan Medicare Advantage de ${planName}.`,
        `Su médico ordena la atención médica en el hogar y certifica que usted está ${homeboundMeaning}.`,
        "Usted necesita enfermería especializada o terapia de medio tiempo o intermitente.",
      ],
      coverage: [
        "Todo lo que cubre Medicare Original, incluida la atención médica en el hogar",
        "Medicamentos recetados, en la mayoría de los planes",
        "Beneficios adicionales en muchos planes, como servicios dentales, de la vista o de la audición",
        "Un límite anual de lo que paga de su bolsillo",
      ],
      homeHealthBenefits: medicareHomeHealthBenefits,
      requirements: [
        "Una orden de su médico y un plan de cuidado",
        "Estar confinado en el hogar y necesitar cuidado especializado, como con Medicare Original",
        "Con frecuencia se requiere una autorización previa (aprobación del plan antes de que empiece el cuidado)",
        "La mayoría de los planes le piden usar una agencia de la red",
      ],
      copay:
        "Muchos planes Medicare Advantage no cobran copago por las visitas de atención médica en el hogar cubiertas, pero algunos sí. Revise la Evidencia de Cobertura de su plan, o permítanos verificarlo por usted.",
    }),
    "medicaid-managed-care": ({ planName }) => ({
      eligibility: [
        `Usted tiene Medicaid de Illinois y está inscrito en ${planName} por medio de HealthChoice Illinois.`,
        "Su cobertura de Medicaid está activa. Renuévela cada año cuando el estado le envíe un aviso.",
        "Su médico ordena la atención médica en el hogar e indica que es médicamente necesaria.",
        medicaidNotHomebound,
      ],
      coverage: [
        "Visitas al médico, cuidado en el hospital y medicamentos recetados",
        "Atención médica en el hogar cuando es médicamente necesaria",
        "Terapia física, ocupacional y del habla",
        "Suministros y equipo médico, con aprobación",
        "Ayuda de un coordinador de cuidado",
      ],
      homeHealthBenefits: [
        "Visitas de enfermería especializada",
        "Terapia física, ocupacional y del habla en el hogar",
        "Visitas de un asistente de salud en el hogar como parte de su plan de cuidado",
        "Los suministros médicos que necesite su cuidado",
      ],
      requirements: [
        "Una orden de su médico y un plan de cuidado",
        "Normalmente se requiere una autorización previa del plan",
        "Una agencia de la red del plan",
        "Su cobertura de Medicaid debe estar activa el día de cada visita",
      ],
      copay:
        "Normalmente no hay copago por la atención médica en el hogar; pídale a su plan que lo confirme.",
    }),
    military: () => ({
      eligibility: [
        "Usted es miembro del servicio militar activo o retirado, miembro de la Guardia Nacional o de la Reserva, o un familiar inscrito en TRICARE.",
        `Su médico ordena la atención médica en el hogar, y usted está ${homeboundMeaning}.`,
        "Usted necesita enfermería especializada o terapia de medio tiempo o intermitente.",
        "Si también tiene Medicare (TRICARE For Life), normalmente Medicare paga primero la atención médica en el hogar.",
      ],
      coverage: [
        "Visitas al médico y cuidado en el hospital",
        "Atención médica en el hogar cuando es médicamente necesaria",
        "Terapia física, ocupacional y del habla",
        "Medicamentos recetados",
        "Equipo médico duradero",
      ],
      homeHealthBenefits: medicareHomeHealthBenefits,
      requirements: [
        "Una orden de su médico y un plan de cuidado",
        "Estar confinado en el hogar y necesitar cuidado especializado",
        "Un referido o una autorización previa, según su plan de TRICARE",
        "Una agencia de atención médica en el hogar autorizada por TRICARE y certificada por Medicare",
      ],
      copay:
        "Depende de su plan de TRICARE y de si usted está en servicio activo, retirado o es un familiar. Pregúntele a TRICARE, o permítanos verificarlo por usted.",
      howToConfirm: [
        "Busque el número de teléfono del contratista regional de TRICARE en tricare.mil.",
        "Pregunte si su atención médica en el hogar necesita un referido o una autorización previa.",
        "Si tiene TRICARE For Life, revise también su cobertura de Medicare.",
        callUsToCheck,
      ],
      phoneNote: "Busque el número de teléfono del contratista regional de TRICARE en tricare.mil.",
    }),
    "out-of-area": ({ planName }) => ({
      eligibility: [
        `Los planes de salud de ${planName} se ofrecen en otros estados, no en Illinois.`,
        `No podemos aceptar pacientes nuevos con cobertura de ${planName}.`,
        "Si tiene otro seguro, como Medicare o Medicaid, es posible que podamos atenderle con ese plan.",
      ],
      coverage: [
        `Los planes de ${planName} suelen cubrir el cuidado de sus propios médicos y centros`,
        "El cuidado fuera del área del plan suele limitarse a emergencias y cuidado urgente",
      ],
      homeHealthBenefits: [
        `Los miembros de ${planName} suelen recibir la atención médica en el hogar por medio de la red del propio plan en su área`,
      ],
      requirements: [
        `Pregunte a los servicios para miembros de ${planName} sobre el cuidado mientras está en Illinois`,
        "Llámenos para hablar de otras formas de recibir cuidado en casa",
      ],
      copay: `Depende de su plan de ${planName}. Pregunte a los servicios para miembros de ${planName}.`,
      howToConfirm: [
        `Llame al número de servicios para miembros que aparece en su tarjeta de ${planName}.`,
        "Pregunte qué cubre su plan mientras está en Illinois.",
        "Llámenos para hablar de sus opciones.",
      ],
    }),
  },
};

export const generalSections = generalSectionsIn(spanish);
