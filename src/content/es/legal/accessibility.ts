/**
 * Spanish of `../../legal/accessibility.ts`: the website accessibility statement. Section
 * ids, links, phones and the response target are the English statement's.
 */
import { languageAssistanceCopy } from "../../language-assistance";
import * as en from "../../legal/accessibility";
import { callout, contact, h3, link, p, strong, ul, type LegalDocument } from "../../legal/types";
import { pages } from "../../pages";
import { mailtoHref, siteConfig, telHref } from "../../site";
import { layoutCopy } from "../layout";
import { siteConfig as spanishSite } from "../site";
import { pages as spanishPages } from "../pages";
import { hrefIn } from "./links";

export const review = { state: "pending", translator: null, date: null } as const;

const { name, address, relay, civilRights } = siteConfig;

const WCAG_22_URL = hrefIn(en.accessibilityStatement, /https:\/\/www\.w3\.org\/TR\/WCAG22\//);

/** How soon we answer a report of a barrier: the English target ("2 business days"). */
const BARRIER_RESPONSE_TARGET = "2 días hábiles";

const callUs = link(civilRights.phone.display, telHref(civilRights.phone));
const callRelay = link(relay.display, telHref(relay));
const emailUs = link(civilRights.email, mailtoHref(civilRights.email));
const toReport = link("reporte una barrera", "#report-a-barrier");

export const accessibilityStatement = {
  title: spanishPages.accessibility.title,
  lastUpdated: "Noviembre de 2026",
  intro: [
    p(
      `${name} quiere que todas las personas puedan usar este sitio web, incluidas las que usan un lector de pantalla, un ampliador de pantalla, control por voz o solo el teclado, y las que tienen dificultad para leer texto pequeño.`,
    ),
    callout(
      "Si alguna parte de este sitio no le funciona, llámenos al ",
      callUs,
      " (TTY: ",
      callRelay,
      "). Le daremos la información de otra manera.",
    ),
  ],
  sections: [
    {
      id: "our-standard",
      number: 1,
      title: "Nuestra norma",
      blocks: [
        p(
          "Nuestro objetivo es que este sitio web cumpla con las ",
          link("Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2", WCAG_22_URL),
          " en el nivel AA. Estas pautas, del World Wide Web Consortium (W3C), explican cómo hacer que el contenido web sea utilizable por personas con discapacidades.",
        ),
        p(
          strong("Estado de conformidad: parcialmente conforme."),
          " Nuestras propias páginas se crean y se prueban para cumplir con el nivel AA de WCAG 2.2. Dos funciones opcionales vienen de Google y es posible que no lo cumplan del todo; vea ",
          link("Limitaciones conocidas", "#known-limitations"),
          ".",
        ),
      ],
    },
    {
      id: "how-the-site-helps",
      number: 2,
      title: "Cómo se construyó el sitio para que sea accesible",
      blocks: [
        ul(
          "Texto grande (18 píxeles) en Atkinson Hyperlegible Next, un tipo de letra diseñado por el Braille Institute para lectores con baja visión",
          "Un contraste de color fuerte, y ninguna información que se muestre solo con el color",
          "Botones y enlaces grandes, fáciles de tocar",
          `Todo funciona con el teclado, con un contorno de enfoque bien visible y un enlace "${layoutCopy.skipLink}"`,
          "Encabezados, regiones de la página y campos de formulario con etiquetas para los lectores de pantalla; los errores de un formulario aparecen en una lista al principio del formulario, con un enlace a cada campo",
          "La animación y el desplazamiento suave se desactivan cuando su dispositivo pide reducir el movimiento",
          "Diseños que se adaptan a pantallas pequeñas y al zoom del navegador",
          "Cada idioma de nuestra página de asistencia con idiomas está marcado, para que los lectores de pantalla lo lean con la voz correcta",
        ),
      ],
    },
    {
      id: "how-we-test",
      number: 3,
      title: "Cómo hacemos las pruebas",
      blocks: [
        ul(
          "Nuestro conjunto de pruebas automáticas revisa la accesibilidad (axe-core) de cada página del sitio, con el ancho de un teléfono (375 píxeles) y el de una computadora (1280 píxeles), y de los menús y formularios mientras están abiertos o muestran errores.",
          "Pruebas automáticas del teclado revisan el enlace para saltar al contenido, los menús del encabezado y el menú móvil (que el enfoque se quede dentro mientras está abierto y regrese cuando se cierra), y que un formulario lleve el enfoque al primer campo con un error.",
          "Pruebas automáticas revisan que el desplazamiento suave se desactive cuando su dispositivo pide reducir el movimiento.",
          "También revisamos cada página con Google Lighthouse, que incluye una auditoría de accesibilidad.",
        ),
        p(
          "Las herramientas automáticas encuentran muchos problemas, pero no todos. Si algo le impide usar el sitio, por favor ",
          toReport,
          ".",
        ),
      ],
    },
    {
      id: "known-limitations",
      number: 4,
      title: "Limitaciones conocidas",
      blocks: [
        h3("Traducción de la página"),
        p(
          "El menú de traducción del encabezado viene de Google Translate. No lo controlamos, y es posible que no cumpla del todo con WCAG. La traducción automática también puede equivocarse. Para recibir información de salud en su idioma, use mejor nuestra ",
          link(
            "asistencia con idiomas",
            `${pages.nondiscrimination.path}#${languageAssistanceCopy.id}`,
          ),
          " gratuita.",
        ),
        h3("Mapa de Google"),
        p(
          "En la página de áreas de servicio, puede elegir cargar un mapa de Google Maps. Es contenido de terceros y es posible que no cumpla del todo con WCAG. Nuestro propio mapa de condados no lo necesita: cada condado del mapa también es un botón en una lista, con los mismos detalles.",
        ),
        h3("Certificados"),
        p(
          "Nuestros certificados se muestran como imágenes de los documentos. Cada uno tiene una descripción en texto. Si necesita el texto completo de un certificado, comuníquese con nosotros y se lo leeremos o se lo enviaremos en otro formato.",
        ),
        h3("Documentos"),
        p(
          "No publicamos documentos PDF en este sitio. Nuestros avisos y políticas son páginas web.",
        ),
      ],
    },
    {
      id: "report-a-barrier",
      number: 5,
      title: "Reporte una barrera u obtenga el contenido de otra manera",
      blocks: [
        p(
          "Si encuentra una barrera en este sitio, o necesita alguno de sus contenidos de otra manera, comuníquese con nosotros. Díganos la página y qué salió mal. Podemos:",
        ),
        ul(
          "Leerle el contenido por teléfono",
          "Enviárselo en letra grande, por correo electrónico o por correo postal",
          "Ayudarle con lo que vino a hacer, como pedir cuidado o verificar su cobertura",
        ),
        p(
          strong(`Nuestro objetivo es responder en un plazo de ${BARRIER_RESPONSE_TARGET}.`),
          " La ayuda es gratuita.",
        ),
        contact("Ayuda con la accesibilidad", [
          name,
          `Atención: ${spanishSite.civilRights.coordinator}`,
          address.street,
          `${address.locality}, ${address.region} ${address.postalCode}`,
          ["Teléfono: ", callUs],
          ["TTY o servicio de retransmisión: marque el ", callRelay],
          ["Correo electrónico: ", emailUs],
        ]),
        p(
          "Si no está satisfecho con nuestra respuesta, puede presentar un reclamo ante nosotros o una queja ante el Departamento de Salud y Servicios Humanos de los EE. UU., como lo explica nuestro ",
          link("Aviso de no discriminación", `${pages.nondiscrimination.path}#file-a-grievance`),
          ".",
        ),
      ],
    },
    {
      id: "about-this-statement",
      number: 6,
      title: "Sobre esta declaración",
      blocks: [
        p(
          "Preparamos esta declaración en noviembre de 2026. La revisamos al menos una vez al año y cada vez que hacemos un cambio importante en el sitio.",
        ),
      ],
    },
  ],
} satisfies LegalDocument;
