/**
 * Spanish of `../images.ts`: each picture's alt text. The files, sizes and keys are the English
 * manifest's; only the words that describe the picture change.
 */
import * as en from "../images";
import type { ImageKey } from "../images";
import type { ImageAsset } from "../types";
import type { Translation } from "./translation";

export const review = { state: "pending", translator: null, date: null } as const;

const alt = {
  "service-skilled-nursing":
    "Una enfermera escucha el corazón y los pulmones de una señora mayor con un estetoscopio",
  "service-health-aide":
    "Una asistente de salud en el hogar camina de la mano con un señor mayor y le da firmeza al andar",
  "service-social-worker":
    "Una trabajadora social conversa con dos personas tomando café en una mesa redonda",
  "service-physical-therapy":
    "Una señora mayor levanta la rodilla con una pesa en la mano mientras una terapeuta la acompaña sentada",
  "service-speech-therapy":
    "Una mujer camina con un gran globo de diálogo en alto, lista para hablar",
  "service-occupational-therapy":
    "Una mujer se mira el vestido en un espejo alto después de vestirse sola",
  "service-specialized-care":
    "Dos profesionales de la salud con bata blanca junto a un gran corazón con la línea de un latido",
  "service-palliative-care":
    "Una mujer joven abraza a una señora mayor de pelo canoso delante de un gran corazón",
  "service-infusion-therapy":
    "Dos enfermeras con uniforme, una con una tablilla, junto a un gran frasco de medicina",
  "service-homemaker":
    "Dos personas con delantal preparan juntas la comida; una revuelve el tazón que sostiene la otra",
  "gallery-1": "Un señor mayor comparte la comida y una charla con una mujer en una mesa pequeña",
  "gallery-2":
    "Una señora mayor sentada en una banca del parque se vuelve hacia una mujer joven que se acerca",
  "gallery-3": "Una mujer de rodillas en el jardín siembra plántulas en macetas de barro",
  "gallery-4": "Una mujer sentada en el suelo lee un libro bajo una lámpara de luz cálida",
  "gallery-5": "Una mujer con gorro de lana se agacha para acariciar a un perro amistoso",
  "gallery-6": "Una pareja mayor de pelo canoso camina de la mano bajo los árboles",
  "care-1":
    "Un profesional de la salud con bata blanca escribe en una tablilla junto a una lista de medicamentos",
  "care-2": "Un hombre se lava las manos en el lavabo del baño",
  "care-3": "Una persona mayor levanta pesas ligeras, con una silla y otra pesa al lado",
  "care-4": "Un señor mayor con la pierna enyesada se pone de pie con muletas",
  "care-5": "Un hombre con chaqueta habla por su teléfono celular",
  "care-6": "Una mujer pasa junto a los estantes de una tienda con una bolsa de compras",
  "care-7": "Una mujer se agacha para regar sus plantas en maceta con una regadera",
  "care-8":
    "Dos profesionales de la salud con estetoscopio, de pie uno al lado del otro; uno sostiene una tablilla",
  mission: "Una persona camina hacia una casita con humo saliendo de la chimenea",
  "first-visit": "Una persona toca a la puerta de una casa, al llegar para una primera visita",
  "avatar-1": "Retrato de una señora mayor de pelo canoso y anteojos",
  "avatar-2": "Retrato de un señor mayor de pelo canoso y corto",
  "avatar-3": "Retrato de una mujer con el pelo oscuro recogido en un chongo",
  "avatar-4": "Retrato de un hombre de pelo negro, corto y rizado",
  "avatar-5": "Retrato de una señora mayor de pelo largo y blanco, con anteojos",
  "blog-1":
    "Una mujer trota junto a un teléfono gigante cuya pantalla muestra la gráfica de su ritmo cardíaco",
  "blog-2": "Una mujer ordena sus documentos de seguro y de beneficios en un tablero",
  "blog-3": "Una casa ordenada de dos pisos con una escalera de entrada despejada y bien iluminada",
  "blog-4": "Una mujer sentada con las piernas cruzadas y los ojos cerrados respira despacio",
  "blog-5": "Un hombre muerde una manzana: elige un bocadillo saludable",
  "blog-6": "Una mujer hace un estiramiento en un tapete de ejercicio en casa",
  "blog-7": "Un hombre levanta una pesa ligera junto a una silla, con su rutina diaria",
  "blog-8":
    "Dos profesionales de la salud con bata blanca; uno sostiene una tablilla con un plan de cuidado",
  "blog-9":
    "Una mujer marca un recordatorio en un gran calendario de actividades, con un reloj al lado",
  "blog-10": "Una mujer da un paseo tranquilo al sol junto a una banca del parque",
  "blog-11": "Un hombre descansa bajo la sombra de un árbol y respira aire fresco",
  "blog-12": "Una mujer se recupera cómodamente en el sofá de su casa, con el teléfono en la mano",
  "blog-13": "Una mujer sostiene un ramito de flores, rodeada de hojas",
  "blog-14":
    "Una enfermera sostiene una tableta junto a unas imágenes médicas enmarcadas en la pared",
  "blog-15": "Una señora mayor camina por un sendero con árboles en un día soleado",
  "award-1": "Medalla de oro con una estrella, con cintas verde azulado y coral, grabada 2024",
  "award-2": "Copa de oro con una estrella sobre una base verde azulado; su placa dice 2023",
  "award-3": "Placa de pared verde azulado con un corazón coral y una plaquita dorada grabada 2022",
  "award-4":
    "Medalla de oro con estrella en una cinta coral a rayas, sobre una banda verde azulado que dice 2020",
  "award-5":
    "Trofeo alto de vidrio con una estrella grabada, sobre una base verde azulado oscuro grabada 2018",
  "award-6": "Escarapela de cinta coral y verde azulado con un centro dorado que dice 2015",
  "certificate-1":
    "Certificado enmarcado con sello dorado: licencia de agencia de atención médica en el hogar de Illinois de Beyond Care Home Health, período vigente",
  "certificate-2":
    "Certificado enmarcado con sello dorado: licencia original de agencia de atención médica en el hogar de Beyond Care Home Health, emitida en 2006",
  "certificate-3":
    "Certificado enmarcado con sello dorado: certificación de Medicare de Beyond Care Home Health, certificada en 2007",
  "certificate-4":
    "Certificado enmarcado con sello dorado: renovación de la licencia de agencia de atención médica en el hogar de Beyond Care Home Health, renovada en 2008",
  "certificate-5":
    "Certificado enmarcado con sello dorado: licencia de agencia de servicios en el hogar de Beyond Care Home Health, emitida en 2009",
} as const satisfies Record<ImageKey, string>;

/** The English manifest with each picture's Spanish alt text. */
const spanish: Record<ImageKey, ImageAsset> = { ...en.images };
for (const key of en.imageKeys) spanish[key] = { ...en.images[key], alt: alt[key] };

export const images = spanish satisfies Translation<typeof en.images>;
