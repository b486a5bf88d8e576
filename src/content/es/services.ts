/**
 * Spanish of `../services.ts`: the words of the ten services. Ids, slugs, tones, images and
 * icons are the English list's; each sub-service name here is the English one at the same
 * place (services.test.ts in this folder checks the counts match).
 */
import * as en from "../services";
import type { ServiceId } from "../services";
import { homeboundMeaning } from "./homebound";

export const review = { state: "pending", translator: null, date: null } as const;

type ServiceText = {
  title: string;
  shortTitle: string;
  topic: string;
  summary: string;
  description: string;
  features: readonly string[];
  paragraphs: readonly [string, string, string];
  /** The sub-service names, in the English order. */
  subServices: readonly string[];
  meta: { title: string; description: string };
};

const medicareNote = `Medicare puede cubrir este cuidado cuando su médico lo ordena y usted está ${homeboundMeaning}. Otros planes tienen sus propias reglas, y Medicaid no exige que usted esté confinado en el hogar.`;

const text = {
  "skilled-nursing": {
    title: "Enfermería especializada",
    shortTitle: "Enfermería",
    topic: "enfermería especializada",
    summary:
      "Enfermeras registradas y enfermeras prácticas con licencia hacen evaluaciones, cuidan heridas, manejan medicamentos y atienden enfermedades en el hogar.",
    description:
      "Cuidado de una enfermera registrada o una enfermera práctica con licencia en su propio hogar. Su enfermera trabaja con su médico para ayudarle a recuperarse y mantenerse bien.",
    features: [
      "Chequeos de salud y cuidado después de una hospitalización",
      "Cuidado de heridas, catéteres y ostomías",
      "Ayuda con medicamentos y condiciones de largo plazo",
      "Terapia intravenosa y extracciones de sangre en casa",
    ],
    paragraphs: [
      "La enfermería especializada es el cuidado que da una enfermera registrada (RN) o una enfermera práctica con licencia (LPN) en su propio hogar. Con frecuencia es el primer paso después de una hospitalización, una cirugía o un cambio en un problema de salud de largo plazo. Su enfermera revisa su salud, está atenta a las señales de alerta y trabaja de cerca con su médico. Si algo cambia, su enfermera le avisa de inmediato a su médico, para que los problemas pequeños se atiendan antes de que crezcan.",
      "Su enfermera puede ayudarle con muchas necesidades: cuidar una herida, controlar la diabetes o una enfermedad del corazón, organizar una larga lista de medicamentos, cuidar un catéter o una ostomía, sacar sangre para análisis de laboratorio y dar la terapia intravenosa que ordene su médico. Igual de importante, su enfermera les enseña a usted y a su familia a qué deben estar atentos, qué medicamentos tomar y cuándo, y cuándo pedir ayuda.",
      `${medicareNote} Las visitas de enfermería son de medio tiempo y siguen un plan de cuidado por escrito que su enfermera y su médico revisan con regularidad. Revisamos sus beneficios antes de que empiece el cuidado, para que sepa qué esperar.`,
    ],
    subServices: [
      "Evaluaciones completas de enfermería",
      "Cuidado cardiovascular",
      "Cuidado de la diabetes",
      "Manejo de medicamentos",
      "Cuidado de heridas",
      "Cuidado de catéteres",
      "Cuidado de ostomías",
      "Terapia de infusión",
      "Servicios de flebotomía",
      "Enfermería restaurativa",
    ],
    meta: {
      title: "Enfermería especializada en el hogar",
      description:
        "Enfermeras registradas en su hogar en el área de Chicago: chequeos de salud, cuidado de heridas, medicamentos, terapia intravenosa y educación, en coordinación con su médico.",
    },
  },
  "health-aide": {
    title: "Asistente de salud en el hogar",
    shortTitle: "Asistentes en casa",
    topic: "asistente de salud en el hogar",
    summary:
      "Asistentes certificados ayudan a bañarse, vestirse, moverse con seguridad y con otros cuidados personales, según el plan de una enfermera.",
    description:
      "Asistentes capacitados y certificados ayudan a bañarse, vestirse y moverse con seguridad. Siguen un plan establecido por su enfermera o su terapeuta.",
    features: [
      "Baño, vestido y cuidado personal",
      "Traslados seguros de la cama, la silla o el inodoro",
      "Comidas ligeras, lavandería y orden",
    ],
    paragraphs: [
      "Un asistente de salud en el hogar ayuda con el cuidado personal que puede volverse difícil durante una enfermedad o después de una hospitalización. Nuestros asistentes están capacitados y certificados, y trabajan bajo la dirección de una enfermera registrada o un terapeuta. Le ayudan a bañarse, vestirse, usar el baño y moverse por su casa con seguridad, siempre con paciencia y respeto por su privacidad.",
      "Los asistentes también ayudan con las cosas pequeñas que hacen que un día salga bien: una comida ligera, sábanas limpias, una carga de ropa o una cocina ordenada. Notan los cambios en cómo usted come, se mueve o se siente, y se los informan a su enfermera. Así su equipo de cuidado se entera a tiempo de cualquier cosa que necesite atención.",
      "Cuando usted también recibe cuidado especializado, como enfermería o terapia, Medicare y muchos planes de seguro pueden cubrir visitas de medio tiempo de un asistente. Su médico debe ordenar su atención médica en el hogar, y Medicare además exige que usted esté confinado en el hogar. Las visitas del asistente siguen su plan de cuidado y se programan según sus necesidades. Si solo necesita ayuda con las tareas de la casa, pregúntenos por nuestros servicios de ayuda doméstica.",
    ],
    subServices: [
      "Baño",
      "Vestido",
      "Cuidado personal",
      "Ayuda con traslados",
      "Apoyo para caminar",
      "Preparación de comidas ligeras",
      "Apoyo para necesidades nutricionales",
      "Lavandería",
      "Limpieza ligera",
    ],
    meta: {
      title: "Servicios de asistente de salud en el hogar",
      description:
        "Asistentes de salud en el hogar certificados en el área de Chicago ayudan a bañarse, vestirse, moverse con seguridad y con tareas ligeras, según el plan de cuidado de una enfermera.",
    },
  },
  "social-worker": {
    title: "Servicios sociales médicos",
    shortTitle: "Trabajo social",
    topic: "trabajo social médico",
    summary:
      "Los trabajadores sociales médicos ayudan con los aspectos emocionales, sociales y económicos de una enfermedad y conectan a las familias con recursos de la comunidad.",
    description:
      "Un trabajador social médico les ayuda a usted y a su familia a sobrellevar la enfermedad, planear con tiempo y encontrar ayuda en su comunidad.",
    features: [
      "Consejería para el estrés, las crisis y el duelo",
      "Ayuda para encontrar recursos de la comunidad",
      "Planificación de las necesidades de cuidado a largo plazo",
    ],
    paragraphs: [
      "Una enfermedad grave afecta más que su cuerpo. Puede traer preocupación, problemas de dinero, estrés en la familia y decisiones difíciles. Un trabajador social médico es un profesional capacitado que les ayuda a usted y a su familia con estos aspectos emocionales, sociales y prácticos de una enfermedad. Nuestros trabajadores sociales forman parte de su equipo de atención médica en el hogar y trabajan con su enfermera, sus terapeutas y su médico.",
      "Su trabajador social puede escucharle y ayudarle a sobrellevar la situación, acompañarle en una crisis o una pérdida, y ayudar a su familia a planear lo que viene. También puede conectarle con recursos de la comunidad, como programas de comidas, grupos de apoyo, transporte, ayuda para cuidadores u opciones de cuidado a largo plazo, y ayudarle a entender los formularios y programas que pagan el cuidado.",
      "Los servicios sociales médicos suelen ser de corto plazo y forman parte de su plan de atención médica en el hogar. Medicare y muchos planes de seguro pueden cubrirlos cuando su médico los ordena junto con el resto de su atención médica en el hogar. Pregúntele a su enfermera o llámenos si cree que la visita de un trabajador social podría ayudarle a usted o a su familia.",
    ],
    subServices: [
      "Evaluación de factores sociales y emocionales",
      "Planificación de recursos de la comunidad",
      "Terapia de corto plazo",
      "Consejería de corto plazo para planificar a largo plazo",
      "Intervención en crisis",
      "Consejería para el duelo",
    ],
    meta: {
      title: "Servicios sociales médicos en el hogar",
      description:
        "Trabajadores sociales médicos ayudan a las familias del área de Chicago a sobrellevar la enfermedad, planear con tiempo, enfrentar una crisis o una pérdida y encontrar recursos de la comunidad.",
    },
  },
  "physical-therapy": {
    title: "Terapia física",
    shortTitle: "Terapia física",
    topic: "terapia física",
    summary:
      "Los terapeutas físicos le ayudan a recuperar la fuerza, el equilibrio y la capacidad de caminar para que se mueva con seguridad por su casa.",
    description:
      "Terapeutas físicos con licencia le ayudan a recuperar la fuerza, el equilibrio y la capacidad de caminar, justo donde usted vive.",
    features: [
      "Ejercicios de fuerza y equilibrio",
      "Práctica para caminar y prevención de caídas",
      "Movimientos seguros para entrar y salir de la cama, la silla y el auto",
      "Un plan de ejercicios para entre visitas",
    ],
    paragraphs: [
      "La terapia física le ayuda a sentirse más fuerte, más estable y con más confianza al caminar. Nuestros terapeutas físicos con licencia van a su casa después de una caída, de una cirugía como un reemplazo de cadera o de rodilla, de un derrame cerebral o de una enfermedad larga que le ha dejado débil. Trabajar donde usted vive permite que su terapeuta vea las escaleras, las alfombras y las puertas reales por las que usted pasa todos los días.",
      "Su terapeuta empieza con una evaluación de su fuerza, su equilibrio, su forma de caminar y su dolor. Luego trabajan juntos en ejercicios, práctica para caminar y formas seguras de entrar y salir de la cama, una silla, la tina o el auto. Su terapeuta puede usar tratamientos como el ultrasonido terapéutico para aliviar el dolor, y le ayuda a usar bien un andador, un bastón o una prótesis. También recibe ejercicios sencillos para hacer entre visitas.",
      `${medicareNote} Su terapeuta fija con usted metas claras, sigue su progreso y le informa a su médico. Cuando usted alcanza sus metas, su terapeuta le ayuda a planear el siguiente paso.`,
    ],
    subServices: [
      "Evaluación",
      "Ejercicio terapéutico",
      "Entrenamiento de la marcha",
      "Ultrasonido",
      "Entrenamiento de traslados",
      "Programa de ejercicios en casa",
      "Entrenamiento con prótesis",
    ],
    meta: {
      title: "Terapia física en el hogar",
      description:
        "Terapia física en el hogar en toda el área de Chicago: fuerza, equilibrio, caminar y prevención de caídas después de una cirugía, un derrame cerebral o una enfermedad.",
    },
  },
  "speech-therapy": {
    title: "Terapia del habla",
    shortTitle: "Terapia del habla",
    topic: "terapia del habla",
    summary:
      "Los patólogos del habla y el lenguaje tratan problemas del habla, el lenguaje, la voz y la deglución (tragar).",
    description:
      "Los patólogos del habla y el lenguaje ayudan a hablar, entender, mejorar la voz y tragar con seguridad, en la comodidad de su hogar.",
    features: [
      "Un habla más clara y una voz más fuerte",
      "Ayuda para encontrar palabras y seguir conversaciones",
      "Tragar con más seguridad a la hora de comer",
    ],
    paragraphs: [
      "La terapia del habla ayuda con problemas para hablar, entender, usar la voz y tragar. Estos problemas suelen aparecer después de un derrame cerebral, una lesión cerebral, la enfermedad de Parkinson, la demencia o una hospitalización larga. Nuestros patólogos del habla y el lenguaje con licencia van a su casa, para que usted practique en los mismos lugares donde habla con su familia, come y hace su vida diaria.",
      "Su terapeuta empieza con una evaluación y luego prepara un plan de tratamiento según sus metas. Eso puede incluir ejercicios para hablar con más claridad, fortalecer una voz débil o ronca, encontrar las palabras correctas o seguir una conversación. Si le cuesta tragar, su terapeuta le enseña formas más seguras de comer y beber. Si tiene pérdida de audición, la rehabilitación auditiva le ayuda a aprovechar al máximo sus audífonos y otras herramientas.",
      `${medicareNote} Su terapeuta mantiene informados a su médico y a su equipo de cuidado, y le enseña a su familia cómo ayudar entre visitas. Un poco de práctica cada día hace una gran diferencia.`,
    ],
    subServices: [
      "Evaluación",
      "Trastorno de la voz",
      "Tratamiento",
      "Trastorno de la articulación del habla",
      "Tratamiento de la disfagia",
      "Tratamiento de trastornos del lenguaje",
      "Rehabilitación auditiva",
    ],
    meta: {
      title: "Terapia del habla en el hogar",
      description:
        "Patólogos del habla y el lenguaje visitan hogares del área de Chicago para tratar problemas del habla, el lenguaje, la voz y la deglución después de un derrame cerebral o una enfermedad.",
    },
  },
  "occupational-therapy": {
    title: "Terapia ocupacional",
    shortTitle: "Ocupacional",
    topic: "terapia ocupacional",
    summary:
      "Los terapeutas ocupacionales le ayudan a volver a sus tareas diarias, como vestirse, cocinar y bañarse, con equipo adaptado cuando hace falta.",
    description:
      "Los terapeutas ocupacionales le ayudan a volver a sus tareas de todos los días, como vestirse, bañarse y cocinar, con la mayor seguridad e independencia posibles.",
    features: [
      "Práctica para vestirse, bañarse y arreglarse",
      "Fuerza y coordinación de las manos",
      "Consejos sobre equipo adaptado y seguridad en el hogar",
    ],
    paragraphs: [
      "La terapia ocupacional le ayuda a hacer las tareas de todos los días que son importantes para usted, como vestirse, bañarse, cocinar, arreglarse y moverse por su casa. Nuestros terapeutas ocupacionales con licencia ayudan después de un derrame cerebral, una caída, una cirugía o una enfermedad que ha cambiado cómo funciona su cuerpo. La meta es sencilla: ayudarle a vivir con la mayor seguridad e independencia posibles.",
      "Su terapeuta observa cómo usted hace sus tareas diarias y qué se lo dificulta. Luego trabajan en la fuerza, la coordinación y la destreza de las manos, y usted aprende nuevas formas de hacer las cosas. Su terapeuta puede sugerirle equipo adaptado, como una silla para la ducha, barras de apoyo o una pinza para alcanzar objetos, o ajustarle una férula para sostener una mano o una muñeca débil. Pequeños cambios en su casa pueden hacer una gran diferencia.",
      "Medicare puede cubrir la terapia ocupacional en el hogar como parte de un plan de atención médica en el hogar que ordene su médico. Con Medicare, la terapia ocupacional por sí sola no puede iniciar la atención médica en el hogar, pero puede continuar después de que terminen su enfermería, su terapia física o su terapia del habla. Su terapeuta fija metas con usted, le enseña a su familia cómo ayudar y mantiene informado a su médico. A medida que usted gana habilidades, su terapeuta ajusta el plan hasta que pueda hacer más por su cuenta.",
    ],
    subServices: [
      "Evaluación",
      "Entrenamiento en actividades de la vida diaria (AVD)",
      "Reeducación muscular",
      "Entrenamiento perceptivo-motor",
      "Coordinación motora fina",
      "Tratamiento del neurodesarrollo",
      "Tratamiento sensorial",
      "Órtesis / férulas",
      "Equipo adaptado",
    ],
    meta: {
      title: "Terapia ocupacional en el hogar",
      description:
        "Terapia ocupacional en el hogar en el área de Chicago: practique vestirse, bañarse y cocinar, mejore la destreza de sus manos y prepare un hogar más seguro.",
    },
  },
  "specialized-care": {
    title: "Cuidado especializado",
    shortTitle: "Cuidado especial",
    topic: "cuidado especializado",
    summary:
      "Programas enfocados en el cuidado de la memoria, las enfermedades crónicas, el corazón, las heridas y los pies (podología).",
    description:
      "Cuidado enfocado en la pérdida de memoria, las enfermedades del corazón, las condiciones crónicas, las heridas difíciles de sanar y los problemas de los pies.",
    features: [
      "Cuidado de la memoria y apoyo a la familia",
      "Cuidado del corazón y de enfermedades crónicas",
      "Cuidado de heridas y terapia intravenosa",
      "Cuidado de los pies con un podólogo",
    ],
    paragraphs: [
      "Algunos problemas de salud necesitan atención especial y un equipo que los conozca bien. Nuestros programas de cuidado especializado llevan esa atención a su hogar. Cuidamos a personas que viven con pérdida de memoria, enfermedades del corazón, diabetes, enfermedades de los pulmones y otras condiciones de largo plazo, y a personas con heridas difíciles de sanar o problemas de los pies. Cada programa se apoya en las habilidades de nuestras enfermeras, terapeutas y asistentes.",
      "Para el cuidado de la memoria, ayudamos a crear rutinas tranquilas, un hogar más seguro y apoyo para el familiar que cuida. Para el cuidado del corazón y de enfermedades crónicas, su enfermera revisa sus síntomas, su peso y su presión arterial, repasa sus medicamentos y le enseña las señales de alerta por las que debe llamar. También damos cuidado de heridas, la terapia intravenosa que ordene su médico y cuidado de los pies en colaboración con un podólogo.",
      "Todo plan de cuidado especializado empieza con la orden de su médico y la visita de una de nuestras enfermeras. La cobertura depende de su seguro y de los servicios que necesite, y revisamos sus beneficios antes de que empiece el cuidado. Nuestra meta es ayudarle a mantenerse bien en casa, evitar volver al hospital y sentir más control sobre su salud.",
    ],
    subServices: [
      "Podología",
      "Cuidado de heridas",
      "Infusión intravenosa",
      "Cuidado de la memoria",
      "Manejo de enfermedades crónicas",
      "Cuidado cardíaco",
    ],
    meta: {
      title: "Cuidado especializado en el hogar: memoria, corazón y heridas",
      description:
        "Cuidado de la memoria, del corazón y de enfermedades crónicas, de heridas, terapia intravenosa y podología, en su hogar, con nuestro equipo de cuidado del área de Chicago.",
    },
  },
  "palliative-care": {
    title: "Cuidados paliativos",
    shortTitle: "Cuidado paliativo",
    topic: "cuidados paliativos",
    summary:
      "Cuidado enfocado en la comodidad que alivia el dolor y los síntomas, y apoya a los pacientes y a sus familias durante una enfermedad grave.",
    description:
      "Cuidado enfocado en la comodidad para personas que viven con una enfermedad grave, en cualquier etapa. Alivia los síntomas y apoya a toda la familia.",
    features: [
      "Alivio del dolor y de otros síntomas",
      "Consejería para usted y su familia",
      "Ayuda para planear el cuidado futuro",
    ],
    paragraphs: [
      "Los cuidados paliativos se enfocan en la comodidad y la calidad de vida de las personas que viven con una enfermedad grave, como insuficiencia cardíaca, enfermedad pulmonar, cáncer, enfermedad de los riñones o demencia. No son lo mismo que los cuidados de hospicio. Usted puede recibir cuidados paliativos en cualquier etapa de una enfermedad, y puede seguir recibiendo tratamientos que buscan curar o controlar su condición.",
      "Nuestro equipo trabaja para aliviar el dolor, la falta de aire, las náuseas, el cansancio y otros síntomas. También dedicamos tiempo a lo que más le importa a usted: sus deseos, sus preocupaciones y sus metas. Enfermeras, trabajadores sociales y otros miembros del equipo le apoyan a usted y a su familia, le ayudan a planear con tiempo su cuidado futuro, le conectan con apoyo espiritual si lo desea y mantienen a sus médicos de acuerdo.",
      "La cobertura de los cuidados paliativos depende de su seguro y de los servicios que necesite. Muchas partes de este cuidado, como las visitas de enfermería y de trabajo social, pueden estar cubiertas por Medicare o por su plan cuando usted cumple sus reglas. Revisamos sus beneficios antes de que empiece el cuidado. Si llega el momento en que los cuidados de hospicio tengan sentido, hablamos de ello abiertamente y le ayudamos a elegir lo que sea mejor para usted.",
    ],
    subServices: [
      "Manejo integral del dolor y los síntomas",
      "Consejería emocional y psicológica",
      "Servicios de apoyo para la familia y los cuidadores",
      "Planificación anticipada del cuidado y el tratamiento",
      "Coordinación del cuidado médico",
      "Orientación nutricional y apoyo con las comidas",
      "Consejería y apoyo espiritual",
      "Cuidado al final de la vida y planificación de la comodidad",
    ],
    meta: {
      title: "Cuidados paliativos en el hogar",
      description:
        "Cuidado enfocado en la comodidad en el hogar para enfermedades graves en el área de Chicago: alivio de síntomas, consejería, apoyo a la familia y planificación anticipada.",
    },
  },
  "infusion-therapy": {
    title: "Terapia de infusión",
    shortTitle: "Infusiones",
    topic: "terapia de infusión",
    summary:
      "Enfermeras administran líquidos intravenosos, antibióticos y otras infusiones de forma segura en el hogar, según lo ordene su médico.",
    description:
      "Líquidos intravenosos, antibióticos y otras infusiones que ordene su médico, administrados de forma segura en el hogar por enfermeras registradas.",
    features: [
      "Líquidos, antibióticos y medicamentos para el dolor",
      "Infusiones de nutrición, vitaminas y electrolitos",
      "Cuidado de la vía intravenosa y educación para su familia",
    ],
    paragraphs: [
      "La terapia de infusión consiste en administrar medicamentos o líquidos a través de una aguja o un pequeño tubo colocado en una vena, o a veces debajo de la piel. Muchas personas que antes tenían que quedarse en el hospital o ir a una clínica para recibir infusiones ahora pueden recibirlas de forma segura en casa. Cada infusión la ordena su médico y la administran o supervisan nuestras enfermeras registradas, capacitadas en cuidado intravenoso.",
      "Damos muchos tipos de infusiones, como líquidos para la deshidratación, antibióticos, medicamentos para el dolor, nutrición y vitaminas, electrolitos, y medicamentos biológicos, inmunológicos o contra el cáncer cuando su médico los ordena para uso en el hogar. Su enfermera cuida su vía intravenosa, está atenta a los efectos secundarios y les enseña a usted y a su familia a qué estar atentos y cuándo llamarnos.",
      "Trabajamos de cerca con su médico y con la farmacia que prepara su medicamento, para que cada dosis llegue y se administre a tiempo. La cobertura de la infusión en el hogar depende de su seguro y del medicamento, así que revisamos sus beneficios antes de que empiece el cuidado. Recibir infusiones en casa puede significar menos viajes, menos espera y más descanso en su propia cama.",
    ],
    subServices: [
      "Terapia de hidratación intravenosa",
      "Terapia de infusión de antibióticos",
      "Infusión de quimioterapia",
      "Infusión para el manejo del dolor",
      "Infusión de nutrición y vitaminas",
      "Infusión de biológicos e inmunoterapia",
      "Infusión de reposición de electrolitos",
      "Infusión de medicamentos especializados",
    ],
    meta: {
      title: "Terapia de infusión en el hogar",
      description:
        "Líquidos intravenosos, antibióticos, nutrición y otras infusiones que ordene su médico, administrados de forma segura en el hogar por enfermeras registradas en el área de Chicago.",
    },
  },
  homemaker: {
    title: "Servicios de ayuda doméstica",
    shortTitle: "Ayuda doméstica",
    topic: "ayuda doméstica",
    summary:
      "Ayuda con las comidas, la limpieza ligera, los mandados y compañía, con opciones flexibles por hora, por día, durante la noche o de tiempo completo en casa.",
    description:
      "Ayuda diaria con las comidas, la limpieza, los mandados y compañía. Elija apoyo por hora, por día, durante la noche o de tiempo completo en casa.",
    features: [
      "Comidas, lavandería y limpieza ligera",
      "Transporte a citas y mandados",
      "Compañía amable y recordatorios de medicamentos",
      "Por hora, por día, de noche o en casa a tiempo completo",
    ],
    paragraphs: [
      "Los servicios de ayuda doméstica ayudan con las tareas de todos los días que mantienen una casa en orden y a una persona bien: cocinar, limpiar, lavar la ropa, hacer las compras y los mandados. Nuestro personal de ayuda doméstica también puede ayudarle a lavarse y vestirse, hacerle compañía y llevarle a una cita. Este tipo de ayuda permite que muchos adultos mayores se queden en el hogar que quieren, y les da a los familiares que cuidan un descanso que necesitan.",
      "Usted elige el horario que se ajusta a su vida. Ofrecemos opciones flexibles por hora, por día, durante la noche o de tiempo completo en casa, y podemos cambiar el plan a medida que cambien sus necesidades. Nuestro personal puede recordarle cuándo tomar sus medicamentos, estar atento a los riesgos de seguridad en la casa y mantenerles informados a usted y a su familia, para que todos sepan cómo van las cosas.",
      "Los servicios de ayuda doméstica y de compañía son cuidado no médico, por lo que Medicare normalmente no los paga. La mayoría de las familias los pagan por su cuenta. Algunas pólizas de seguro de cuidado a largo plazo, los beneficios para veteranos o los programas del estado pueden ayudar con el costo. Llámenos para hablar de sus opciones. Si también necesita enfermería o terapia, podemos coordinar ese cuidado por usted.",
    ],
    subServices: [
      "Cuidado personal y ayuda con la vida diaria",
      "Medicamentos y seguimiento de la salud",
      "Planificación de comidas y nutrición",
      "Apoyo en el hogar / tareas domésticas",
      "Ayuda con citas y transporte",
      "Apoyo emocional y social, y compañía",
      "Servicios de cuidado especial",
      "Seguridad y manejo del entorno",
      "Comunicación e informes",
    ],
    meta: {
      title: "Servicios de ayuda doméstica y compañía",
      description:
        "Ayuda con las comidas, la limpieza, los mandados y compañía en el área de Chicago, con horarios por hora, por día, de noche o de tiempo completo en casa.",
    },
  },
} as const satisfies Record<ServiceId, ServiceText>;

/** The ten services in Spanish: the English entries with these words. */
export const services: readonly en.Service[] = en.services.map((service) => {
  const words = text[service.id];
  return {
    ...service,
    ...words,
    subServices: service.subServices.map((sub, index) => ({
      ...sub,
      name: words.subServices[index] ?? sub.name,
    })),
  };
});

/** The Spanish entry of a service, by its id. */
export function getService(id: string): en.Service | undefined {
  return services.find((service) => service.id === id);
}
