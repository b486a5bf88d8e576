/**
 * Spanish of `../home.ts`: the home page. Figures, pictures, links, icons and partners are the
 * English module's; the example stories stay placeholders with the English ids.
 */
import * as en from "../home";
import { factValue } from "@/shared/placeholder";
import type { ServiceId } from "../services";
import { siteConfig } from "../site";
import { coreCountyList } from "./counties";
import { services } from "./services";
import { translatedFact, withWords, type Translation } from "./translation";

export const review = { state: "pending", translator: null, date: null } as const;

export const homeIntro = {
  eyebrow: siteConfig.tagline,
  title: "Atención médica especializada en el hogar en Chicago y los suburbios",
  text: `Enfermeras, terapeutas y asistentes que van a su hogar, trabajan con su médico y le tratan como familia. Damos servicio en el área de Chicago, incluidos los condados de ${coreCountyList}.`,
  primaryCta: { label: "Obtenga cuidado ahora", href: en.homeIntro.primaryCta.href },
} as const satisfies Translation<typeof en.homeIntro>;

export const heroAnswers = {
  label: "Respuestas rápidas",
  phone: "Hable con una persona",
  insurance: "Aceptamos Medicare, Medicaid y la mayoría de los planes privados.",
  insuranceLink: {
    label: "Vea los planes que aceptamos",
    href: en.heroAnswers.insuranceLink.href,
  },
} as const satisfies Translation<typeof en.heroAnswers>;

export const trustBadges = [
  "Certificados por Medicare",
  "Con licencia del estado",
  "Cumplimos con HIPAA",
  "Antecedentes verificados",
] as const satisfies Translation<typeof en.trustBadges>;

const heroWords = {
  "skilled-nursing": {
    title: "Enfermería especializada, en su propio hogar",
    subtitle:
      "Enfermeras que trabajan con su médico para ayudarle a recuperarse y mantenerse bien.",
  },
  "health-aide": {
    title: "Una mano amiga con el cuidado diario",
    subtitle:
      "Asistentes capacitados ayudan a bañarse, vestirse y moverse con seguridad, con dignidad.",
  },
  "social-worker": {
    title: "Apoyo en las partes difíciles de una enfermedad",
    subtitle:
      "Los trabajadores sociales ayudan a su familia a sobrellevarla, planear con tiempo y encontrar recursos cercanos.",
  },
  "physical-therapy": {
    title: "Vuelva a ponerse de pie con confianza",
    subtitle:
      "Los terapeutas fortalecen su fuerza y su equilibrio en el hogar por el que usted se mueve cada día.",
  },
  "speech-therapy": {
    title: "Recupere sus palabras y su voz",
    subtitle: "Los terapeutas del habla ayudan a hablar, entender y tragar con seguridad.",
  },
  "occupational-therapy": {
    title: "Haga más de lo que le importa",
    subtitle:
      "Los terapeutas ocupacionales le ayudan a vestirse, bañarse y cocinar otra vez por su cuenta.",
  },
  "specialized-care": {
    title: "Cuidado enfocado para condiciones complejas",
    subtitle:
      "Cuidado de la memoria, del corazón, de heridas y de enfermedades crónicas, con un equipo que las conoce bien.",
  },
  "palliative-care": {
    title: "Comodidad y calma durante una enfermedad grave",
    subtitle:
      "Cuidado que alivia los síntomas y les apoya a usted y a su familia en cualquier etapa.",
  },
  "infusion-therapy": {
    title: "Terapia intravenosa sin quedarse en el hospital",
    subtitle:
      "Enfermeras registradas le dan en casa, de forma segura, las infusiones que ordena su médico.",
  },
  homemaker: {
    title: "Ayuda diaria para que su hogar siga funcionando",
    subtitle:
      "Comidas, limpieza y compañía, con ayuda por hora, por día, durante la noche o de tiempo completo en casa.",
  },
} as const satisfies Record<ServiceId, { title: string; subtitle: string }>;

export const heroSlides = en.heroSlidesOf(heroWords, services);

export const heroCopy = {
  regionLabel: "Nuestros servicios",
  previous: "Diapositiva anterior",
  next: "Diapositiva siguiente",
  pause: "Pausar la presentación",
  play: "Reproducir la presentación",
  learnMore: "Más información",
  pillsLabel: "Ir a un servicio",
} as const satisfies Translation<typeof en.heroCopy>;

export const valuesCopy = {
  eyebrow: "Lo que nos guía",
  title: "Nuestros valores",
  description: "Seis promesas guían cada visita, cada llamada y a cada persona que contratamos.",
} as const satisfies Translation<typeof en.valuesCopy>;

export const coreValues = withWords(en.coreValues, [
  {
    title: "Compasión",
    description:
      "Le tratamos como quisiéramos que trataran a nuestros propios padres: con paciencia, amabilidad y respeto.",
  },
  {
    title: "Integridad del equipo",
    description:
      "Hacemos lo que decimos, le decimos la verdad y reconocemos nuestros errores. Cada miembro del equipo pide lo mismo a los demás.",
  },
  {
    title: "Inclusión",
    description:
      "Damos la bienvenida a personas de todo origen, cultura, fe y capacidad, como pacientes y como colegas.",
  },
  {
    title: "Confianza",
    description:
      "Llegamos cuando decimos que llegaremos, le mantenemos informado y protegemos su privacidad, para que pueda contar con nosotros.",
  },
  {
    title: "Innovación",
    description:
      "Seguimos aprendiendo y usamos herramientas y métodos nuevos y probados para que el cuidado en el hogar sea más seguro y más sencillo.",
  },
  {
    title: "Cumplimiento",
    description:
      "Seguimos con cuidado las reglas de Medicare, del estado y de privacidad, porque un cuidado seguro y honesto depende de ellas.",
  },
]);

export const firstVisitCopy = {
  eyebrow: "Cómo empezar",
  title: "Qué esperar en su primera visita",
  description:
    "Cuando su médico le refiere, una enfermera o un terapeuta va a su hogar para una primera visita. Esto es lo que pasa a partir de ahí.",
  afterCare:
    "La atención médica en el hogar termina cuando usted alcanza sus metas, cuando su médico suspende las órdenes o cuando usted ya no califica. Antes de ese día, le ayudamos a planear lo que sigue, como cuidado ambulatorio, visitas de seguimiento o ayuda privada en casa.",
  image: en.firstVisitCopy.image,
} as const satisfies Translation<typeof en.firstVisitCopy>;

export const processSteps = withWords(en.processSteps, [
  {
    title: "Evaluación completa",
    description:
      "Una enfermera o un terapeuta visita su hogar para conocer su salud, sus medicamentos, su seguridad y sus metas.",
  },
  {
    title: "Plan de cuidado personalizado",
    description:
      "Escribimos un plan de cuidado con usted y su médico, y luego programamos visitas de las enfermeras, los terapeutas y los asistentes adecuados.",
  },
  {
    title: "Educación y capacitación",
    description:
      "En cada visita les enseñamos a usted y a su familia a manejar los medicamentos, reconocer las señales de alerta y mantenerse seguros.",
  },
  {
    title: "Apoyo continuo",
    description:
      "Revisamos su plan con su médico con regularidad y lo cambiamos a medida que usted mejora, hasta que alcance sus metas.",
  },
]);

export const mission = {
  title: "Nuestra misión",
  text: `Ayudamos a las personas a sanar, a cuidar su salud y a vivir con seguridad en el hogar que quieren. Nuestras enfermeras, terapeutas y asistentes llevan ayuda experta y cariñosa a familias de toda el área de Chicago, incluidos los condados de ${coreCountyList}. Trabajamos de la mano con su médico y mantenemos informada a su familia.`,
  points: [
    "Profesionales con licencia y antecedentes verificados",
    "Un plan de cuidado hecho según sus metas",
    "Una persona real con quien hablar cuando llama",
  ],
  image: en.mission.image,
  cta: { label: "Conozca más sobre nosotros", href: en.mission.cta.href },
} as const satisfies Translation<typeof en.mission>;

export const insurancePlansLink = {
  label: "Vea los planes que aceptamos",
  href: en.insurancePlansLink.href,
} as const satisfies Translation<typeof en.insurancePlansLink>;

export const insuranceCopy = {
  eyebrow: "Seguros",
  title: "Trabajamos con su seguro",
  description:
    "Aceptamos Medicare, Medicaid y muchos planes privados. Antes de que empiece el cuidado, revisamos sus beneficios y le explicamos lo que cubre su plan, para que sepa qué esperar.",
  pauseLabel: "Pausar la franja de logotipos",
  playLabel: "Reproducir la franja de logotipos",
  listLabel: "Aseguradoras con las que trabajamos",
} as const satisfies Translation<typeof en.insuranceCopy>;

export const homeStats = withWords(en.homeStats, [
  { label: "Aseguradoras asociadas" },
  { label: "Éxito en la cobertura" },
  { label: "Precisión en la verificación" },
  { label: "Reclamos procesados" },
]);

export const { partners, partnerPlaceholderLogo, partnerSecondsPerLogo, heroTimings } = en;

export const careInAction = {
  ...en.careInAction,
  title: "Cuidado en acción",
  description:
    "Ilustraciones de las personas y los pasos diarios que forman el cuidado en el hogar.",
  captions: [
    "Una profesional de la salud anota la lista de medicamentos",
    "Lavarse las manos en el lavabo, una forma sencilla de detener los gérmenes",
    "Pesas ligeras junto a una silla, para ganar fuerza en casa",
    "De pie otra vez con muletas después de una pierna rota",
    "Una llamada para preguntar por el cuidado en el hogar",
    "De compras otra vez, cargando su propia bolsa",
    "Regando las plantas, una de las tareas diarias que importan",
    "Dos profesionales de la salud listos para las visitas del día",
  ],
  pauseLabel: "Pausar las imágenes",
  playLabel: "Reproducir las imágenes",
  regionLabel: "Imágenes de cuidado en acción",
  previousLabel: "Imagen anterior",
  nextLabel: "Imagen siguiente",
} as const satisfies Translation<typeof en.careInAction>;

export const badgesCopy = {
  title: "Cuidado en el que puede confiar",
} as const satisfies Translation<typeof en.badgesCopy>;

export const homeClaims = withWords(en.homeClaims, [
  { label: "Años de servicio" },
  { label: "Pacientes atendidos" },
  { label: "Profesionales con licencia" },
  { label: "Satisfacción de los pacientes" },
]);

export const certificationBadges = withWords(en.certificationBadges, [
  {
    title: "Certificados por Medicare",
    description:
      "Cumplimos con las normas federales de Medicare para las agencias de atención médica en el hogar.",
  },
  {
    title: "Con licencia del estado",
    description:
      "Tenemos licencia del estado de Illinois para brindar atención médica en el hogar.",
  },
  {
    title: "Cumplimos con HIPAA",
    description: "Mantenemos su información de salud privada y segura.",
  },
  {
    title: "Antecedentes verificados",
    description: "Cada cuidador pasa una verificación de antecedentes antes de su primera visita.",
  },
]);

export const testimonialsCopy = {
  eyebrow: "En sus palabras",
  title: "Lo que dicen los pacientes y las familias",
  description:
    "Pacientes y familias cuentan lo que ha significado para ellos el cuidado en el hogar con nuestro equipo.",
  previous: "Testimonio anterior",
  next: "Testimonio siguiente",
  pause: "Pausar los testimonios",
  play: "Reproducir los testimonios",
  regionLabel: "Testimonios de pacientes",
} as const satisfies Translation<typeof en.testimonialsCopy>;

export const exampleTestimonialsCopy = {
  eyebrow: "Historias de ejemplo",
  title: "Cómo puede sentirse el cuidado en el hogar",
  description:
    "Estas historias son ejemplos del cuidado que damos, no las palabras de pacientes reales. Compartiremos historias reales cuando los pacientes y sus familias lo autoricen.",
} as const satisfies Translation<typeof en.exampleTestimonialsCopy>;

/** The example stories in Spanish, in the English order (names, stars, pictures, places stay). */
const storyWords: readonly Pick<en.Testimonial, "text" | "role">[] = [
  {
    text: "Cuando papá volvió del hospital, me daba miedo dejarlo solo. Su enfermera me llamaba después de cada visita y nos explicaba sus medicamentos nuevos para que los dos entendiéramos. Tres semanas después ya se preparaba su propio desayuno, y por fin pude dormir toda la noche.",
    role: "Hija de un paciente",
  },
  {
    text: "Me reemplazaron una rodilla y no quería manejar al otro lado de la ciudad para la terapia. Mi terapeuta venía a la casa dos veces por semana y me ponía a practicar en mis propias escaleras. Un par de meses después ya salía otra vez a pasear al perro por la cuadra.",
    role: "Paciente de terapia física",
  },
  {
    text: "A mi esposo se le había hecho difícil tragar. La terapeuta del habla lo vio almorzar en nuestra propia mesa y nos mostró pequeños cambios que hicieron las comidas más tranquilas. La trabajadora social también me ayudó a encontrar un grupo de apoyo para cuidadores. Ya no me siento tan sola.",
    role: "Esposa y cuidadora",
  },
  {
    text: "Tengo 84 años y quiero seguir en mi propia casa. Mi asistente de ayuda doméstica viene tres mañanas por semana. Hacemos las compras, ella mantiene en orden la cocina y la ropa, y siempre tomamos un café y conversamos un buen rato. Mis hijos se preocupan mucho menos, y yo también.",
    role: "Cliente de servicios de ayuda doméstica",
  },
  {
    text: "Mamá necesitaba antibióticos intravenosos por varias semanas, y pensamos que eso significaba una larga estancia fuera de casa. En cambio, una enfermera fue a su apartamento, preparó todo y me enseñó a qué estar atento. Siempre alguien contestaba cuando llamaba a la oficina. Nos sentimos como familia.",
    role: "Hijo de una paciente",
  },
];

export const testimonialFacts = en.testimonialFacts.map((fact, index) => {
  const words = storyWords[index];
  if (!words) return fact;
  return translatedFact(fact, { ...factValue(fact), ...words });
});

export const testimonialTimings = en.testimonialTimings;

export const ctaBanner = {
  title: "¿Listo para hablar sobre el cuidado en el hogar?",
  text: "Llámenos o escríbanos. Responderemos sus preguntas, revisaremos su seguro y le ayudaremos a empezar.",
  primary: { label: "Obtenga cuidado ahora", href: en.ctaBanner.primary.href },
} as const satisfies Translation<typeof en.ctaBanner>;

export const galleryCopy = {
  title: "La vida diaria en casa",
  description:
    "Ilustraciones de la vida diaria que el cuidado en el hogar ayuda a conservar: comidas con amigos, paseos, jardines y tiempo para uno mismo.",
} as const satisfies Translation<typeof en.galleryCopy>;

export const gallery = withWords(en.gallery, [
  { caption: "Almuerzo y una buena conversación en la mesa" },
  { caption: "Una amiga se acerca a la banca del parque a saludar" },
  { caption: "Sembrando plántulas en el jardín" },
  { caption: "Una hora tranquila con un buen libro" },
  { caption: "Saludando a un perro amistoso" },
  { caption: "Un paseo juntos bajo los árboles" },
]);
