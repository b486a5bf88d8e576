/**
 * Spanish of `../../legal/nondiscrimination.ts`: the Notice of Nondiscrimination (ACA Section
 * 1557, 45 CFR 92.10). Section ids, links, phones and addresses are the English notice's.
 *
 * Wording: where the English follows HHS OCR's sample notice, the Spanish follows HHS OCR's
 * published Spanish sample ("Aviso de no discriminación", Section 1557 translated resources,
 * hhs.gov/civil-rights/for-individuals/section-1557/translated-resources): "cumple con las
 * leyes federales de derechos civiles aplicables y no discrimina por motivos de raza, color,
 * nacionalidad, edad, discapacidad o sexo", "no excluye a las personas ni las trata de forma
 * diferente", "intérpretes de lenguaje de señas capacitados", "información escrita en otros
 * formatos (letra grande, audio, formatos electrónicos accesibles, otros formatos)",
 * "presentar un reclamo", "Office for Civil Rights (Oficina de Derechos Civiles)". Those
 * sentences were checked against reproductions of the sample, not the HHS file itself (not
 * reachable from here): the reviewer must compare them with HHS's current Spanish sample
 * (2024 rule) before this file leaves "pending". The 2024 notice of availability's Spanish
 * (servicios gratuitos de asistencia lingüística; ayuda y servicios auxiliares apropiados;
 * formatos accesibles) is the one already in `../../language-assistance.ts`.
 */
import { languageAssistanceCopy } from "../../language-assistance";
import * as en from "../../legal/nondiscrimination";
import { OCR_COMPLAINT_URL } from "../../legal/hipaa-notice";
import { callout, contact, link, p, strong, ul, type LegalDocument } from "../../legal/types";
import { mailtoHref, siteConfig, telHref } from "../../site";
import { siteConfig as spanishSite } from "../site";
import { pages as spanishPages } from "../pages";
import { pages } from "../../pages";
import { hrefIn } from "./links";

export const review = { state: "pending", translator: null, date: null } as const;

const { name, address, relay, civilRights } = siteConfig;
const { coordinator } = spanishSite.civilRights;

const notice = en.nondiscriminationNotice;
const OCR_PORTAL_URL = hrefIn(notice, /https:\/\/ocrportal\.hhs\.gov[^"]*/);
const ocrVoice = { display: "1-800-368-1019", href: hrefIn(notice, /tel:\+18003681019/) };
const ocrTdd = { display: "800-537-7697", href: hrefIn(notice, /tel:\+18005377697/) };

const toCoordinator = link(coordinator, "#contact-coordinator");
const toTaglines = link("Asistencia con idiomas en 15 idiomas", `#${languageAssistanceCopy.id}`);
const callCoordinator = link(civilRights.phone.display, telHref(civilRights.phone));
const callRelay = link(relay.display, telHref(relay));
const emailCoordinator = link(civilRights.email, mailtoHref(civilRights.email));
/** Where the notice lives on the web (45 CFR 92.10(a)(1)(viii)): the Spanish page's address. */
const noticeLink = link(
  `${new URL(siteConfig.url).host}/es${pages.nondiscrimination.path}`,
  pages.nondiscrimination.path,
);

export const nondiscriminationNotice = {
  title: spanishPages.nondiscrimination.title,
  lastUpdated: "Noviembre de 2026",
  intro: [
    callout("La discriminación es ilegal."),
    p(
      `${name} cumple con las leyes federales de derechos civiles aplicables y no discrimina por motivos de raza, color, nacionalidad, edad, discapacidad o sexo. ${name} no excluye a las personas ni las trata de forma diferente debido a su raza, color, nacionalidad, edad, discapacidad o sexo. La nacionalidad incluye el dominio limitado del inglés y el idioma principal.`,
    ),
    p(
      "Los servicios de asistencia lingüística, y la ayuda y los servicios auxiliares para personas con discapacidades, son gratuitos. Si necesita un intérprete, información en otro formato o un cambio en nuestra forma de hacer las cosas debido a una discapacidad, llame a nuestro ",
      toCoordinator,
      " al ",
      callCoordinator,
      " (TTY: ",
      callRelay,
      "). A continuación de este aviso encontrará la ",
      toTaglines,
      ".",
    ),
  ],
  sections: [
    {
      id: "free-aids-and-services",
      number: 1,
      title: "Ayuda y servicios gratuitos para personas con discapacidades",
      blocks: [
        p(
          `${name} ofrece a las personas con discapacidades modificaciones razonables (cambios en nuestras políticas y prácticas), y la ayuda y los servicios auxiliares apropiados para comunicarse con nosotros de manera eficaz, en forma gratuita y oportuna, como los siguientes:`,
        ),
        ul(
          "Intérpretes de lenguaje de señas capacitados",
          "Información escrita en otros formatos (letra grande, audio, formatos electrónicos accesibles, otros formatos)",
          "Documentos en braille",
        ),
        p(
          "Usted no tiene que pagar por ellos, y se los damos a tiempo, para que reciba el mismo cuidado.",
        ),
      ],
    },
    {
      id: "free-language-services",
      number: 2,
      title: "Servicios lingüísticos gratuitos",
      blocks: [
        p(
          `${name} ofrece servicios de asistencia lingüística a las personas cuya lengua materna no es el inglés, en forma gratuita, precisa y oportuna, como los siguientes:`,
        ),
        ul(
          "Intérpretes capacitados",
          "Interpretación oral",
          "Información escrita en otros idiomas",
          "Documentos traducidos, impresos y electrónicos",
        ),
        p(
          "La información sobre su cuidado, su cobertura o sus derechos la traduce o la revisa un traductor humano calificado; no se deja en manos de la traducción automática. No necesita traer a un familiar o a un amigo para que le interprete. Vea la ",
          toTaglines,
          " más abajo.",
        ),
      ],
    },
    {
      id: "how-to-ask",
      number: 3,
      title: "Cómo pedir estos servicios",
      blocks: [
        p(
          "Si necesita recibir estos servicios, comuníquese con nuestro ",
          toCoordinator,
          ". Llame al ",
          callCoordinator,
          ". Si es una persona sorda, con dificultades auditivas o con una discapacidad del habla, marque el ",
          callRelay,
          " para usar el servicio de retransmisión. También puede escribir a ",
          emailCoordinator,
          ".",
        ),
        p(
          "También podemos leerle este aviso por teléfono, o enviárselo por correo en letra grande.",
        ),
        p("Este aviso está siempre en nuestro sitio web, en ", noticeLink, "."),
      ],
    },
    {
      id: "file-a-grievance",
      number: 4,
      title: "Cómo presentar un reclamo ante nosotros",
      blocks: [
        p(
          `Si considera que ${name} no le proporcionó estos servicios o lo discriminó de otra manera por motivos de raza, color, nacionalidad, edad, discapacidad o sexo, puede presentar un reclamo ante nuestro `,
          toCoordinator,
          ".",
        ),
        ul(
          [strong("En persona"), " en nuestra oficina"],
          [strong("Por correo postal"), " a la dirección que aparece más abajo"],
          [strong("Por teléfono"), " al ", callCoordinator, " (TTY: ", callRelay, ")"],
          [strong("Por correo electrónico"), " a ", emailCoordinator],
        ),
        p(
          `Si necesita ayuda para presentar un reclamo, el ${coordinator} está a su disposición para brindársela.`,
        ),
        callout(
          "No tomaremos represalias contra usted ni le trataremos de forma diferente por pedir estos servicios o por presentar un reclamo o una queja. Eso no afectará su cuidado.",
        ),
      ],
    },
    {
      id: "file-a-complaint",
      number: 5,
      title: "Cómo presentar una queja ante la Oficina de Derechos Civiles",
      blocks: [
        p(
          "También puede presentar una queja de derechos civiles ante la Office for Civil Rights (Oficina de Derechos Civiles) del U.S. Department of Health and Human Services (Departamento de Salud y Servicios Humanos de los EE. UU.):",
        ),
        ul(
          [
            strong("En línea"),
            " por medio del ",
            link("Office for Civil Rights Complaint Portal", OCR_PORTAL_URL),
            " (Portal de Quejas de la Oficina de Derechos Civiles)",
          ],
          [
            strong("Por correo postal"),
            " a U.S. Department of Health and Human Services, 200 Independence Avenue SW, Room 509F, HHH Building, Washington, D.C. 20201",
          ],
          [
            strong("Por teléfono"),
            " al ",
            link(ocrVoice.display, ocrVoice.href),
            " o al ",
            link(ocrTdd.display, ocrTdd.href),
            " (TDD)",
          ],
        ),
        p(
          "Puede obtener los formularios de queja en ",
          link("www.hhs.gov/ocr/complaints", OCR_COMPLAINT_URL),
          ".",
        ),
      ],
    },
    {
      id: "contact-coordinator",
      number: 6,
      title: `Comuníquese con nuestro ${coordinator}`,
      blocks: [
        p(
          "Para pedir ayuda gratuita o servicios lingüísticos, o para presentar un reclamo, comuníquese con:",
        ),
        contact(coordinator, [
          name,
          `Atención: ${coordinator}`,
          address.street,
          `${address.locality}, ${address.region} ${address.postalCode}`,
          ["Teléfono: ", callCoordinator],
          ["TTY o servicio de retransmisión: marque el ", callRelay],
          ["Correo electrónico: ", emailCoordinator],
        ]),
      ],
    },
  ],
} satisfies LegalDocument;
