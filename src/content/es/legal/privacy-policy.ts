/**
 * Spanish of `../../legal/privacy-policy.ts`: the website privacy policy. Section ids, links,
 * phones and addresses are the English policy's; the privacy mailbox stays the placeholder of
 * `../../legal/privacy-office.ts`.
 */
import { closedRequestRetentionDays } from "../../agency";
import { privacyOffice } from "../../legal/privacy-office";
import { contact, emailLink, h3, link, p, strong, ul, type LegalDocument } from "../../legal/types";
import { pages } from "../../pages";
import { mailtoHref, siteConfig, telHref } from "../../site";
import { pages as spanishPages } from "../pages";

export const review = { state: "pending", translator: null, date: null } as const;

const { name, phone, relay, email, address } = siteConfig;

const callUs = link(phone.display, telHref(phone));
const emailPrivacy = emailLink(privacyOffice.email);
const toContactUs = link("Comuníquese con nosotros", "#contact-us");
const toThirdParties = link("Servicios de terceros", "#third-party-services");
const toRetention = link("Conservación de datos", "#data-retention");
const toHipaa = link("Aviso de Prácticas de Privacidad de HIPAA", pages.hipaaNotice.path);

export const privacyPolicy = {
  title: spanishPages.privacyPolicy.title,
  lastUpdated: "28 de noviembre de 2026",
  intro: [
    p(
      `Esta política explica qué información recopila el sitio web de ${name}, cómo la usamos y qué opciones tiene usted. En esta política, "nosotros" y "nuestro" se refieren a ${name}. "Usted" se refiere a cualquier persona que visite este sitio web.`,
    ),
    p(
      "Esta política cubre solo este sitio web. Si usted es nuestro paciente, su información de salud también está protegida por nuestro ",
      toHipaa,
      ".",
    ),
  ],
  sections: [
    {
      id: "security-and-links",
      number: 1,
      title: "Seguridad y enlaces",
      blocks: [
        p(
          "Tomamos medidas razonables para proteger la información que comparte con nosotros. Nuestro sitio web usa una conexión segura y cifrada (HTTPS). Nuestro personal está capacitado para mantener la información en privado.",
        ),
        p(
          "Aun así, ningún sitio web, correo electrónico ni conexión a internet puede ser completamente seguro. Por favor, no envíe por correo electrónico detalles privados de salud, números de Seguro Social ni números de tarjetas de pago. Nuestros formularios cifran lo que escribe antes de que salga de su dispositivo (vea ",
          link("Recopilación y uso de la información", "#information-collection-and-use"),
          ").",
        ),
        p(
          "Nuestro sitio web tiene enlaces a otros sitios web, como Medicare, compañías de seguros y redes sociales. No controlamos esos sitios, y esta política no se aplica a ellos. Lea la política de privacidad de cada sitio que visite.",
        ),
      ],
    },
    {
      id: "age-requirement",
      number: 2,
      title: "Requisito de edad",
      blocks: [
        p(
          "Este sitio web está hecho para adultos. No está dirigido a niños menores de 13 años, y no recopilamos a sabiendas información personal de niños menores de 13 años.",
        ),
        p(
          "Si cree que un niño menor de 13 años nos ha dado información personal, por favor ",
          link("comuníquese con nosotros", "#contact-us"),
          ". La eliminaremos.",
        ),
      ],
    },
    {
      id: "site-usage-information",
      number: 3,
      title: "Información sobre el uso del sitio",
      blocks: [
        p(
          "Cuando visita cualquier sitio web, su navegador comparte algunos datos técnicos básicos con la computadora que le envía las páginas. En nuestro sitio, estos pueden incluir:",
        ),
        ul(
          "Su dirección IP (un número que identifica su conexión a internet)",
          "El tipo de navegador y de dispositivo",
          "Las páginas que pide, y la fecha y la hora",
          "El sitio web que le envió al nuestro, si lo hay",
        ),
        p(
          "La compañía que aloja nuestro sitio web puede guardar estos datos en sus registros por un tiempo corto para entregar las páginas, corregir problemas y proteger el sitio contra ataques. No usamos esta información para saber quién es usted.",
        ),
        p(
          "Nuestro propio servidor usa su dirección IP solo para limitar cuántas solicitudes puede enviar una conexión en diez minutos. Guarda la dirección en memoria durante esos diez minutos y no la anota en ningún lugar. Sus registros anotan qué página o servicio se pidió y cuándo, nunca su dirección IP ni lo que usted escribió.",
        ),
        p(
          "Nuestro sitio web no usa herramientas de análisis ni rastreadores de publicidad. No contamos ni seguimos sus visitas, ni en nuestro sitio ni en otros sitios web.",
        ),
      ],
    },
    {
      id: "information-collection-and-use",
      number: 4,
      title: "Recopilación y uso de la información",
      blocks: [
        p("Puede usar este sitio web sin decirnos quién es. No hay cuentas ni inicio de sesión."),
        h3("Cuando nos llama o nos escribe"),
        p(
          "Si nos llama o nos envía un correo electrónico, recibimos la información que usted decide compartir. Esta puede incluir su nombre, número de teléfono, correo electrónico, dirección, datos de su seguro e información sobre su salud o el cuidado que necesita.",
        ),
        h3("Formularios y herramientas de este sitio web"),
        ul(
          [
            strong(
              "Formulario de contacto, verificación del seguro, referido de pacientes y solicitud de empleo.",
            ),
            " Cuando envía uno de estos formularios, lo que escribió se cifra en su navegador antes de salir de su dispositivo, para que solo nuestro personal de admisión, con la clave privada de nuestra agencia, pueda leerlo. Se envía al servidor de nuestra oficina y se guarda allí todavía cifrado: la compañía que aloja el servidor, nuestra base de datos y nuestras copias de seguridad solo guardan un texto que nadie puede leer sin esa clave. No guardamos su dirección IP, los datos de su navegador ni una cookie junto con ello.",
          ],
          [
            strong("Archivos adjuntos."),
            " Los documentos de un referido y el currículum de quien solicita empleo se cifran en su navegador de la misma manera, cada archivo por separado; sus nombres van dentro del cifrado. Nuestro servidor solo ve el tamaño de cada archivo.",
          ],
          [
            strong("La respuesta a un referido."),
            " Cuando aceptamos o no aceptamos un referido, el navegador del miembro del personal entrega a nuestro servidor el correo electrónico de quien lo envió, solo para ese mensaje, que indica la referencia, la decisión, el motivo y nuestro número de teléfono, nunca los datos del paciente. El servidor lo envía y no guarda la dirección.",
          ],
          [
            strong("Cuando llega una solicitud."),
            " Es posible que nuestro personal de admisión reciba un correo electrónico que avisa que hay una solicitud esperando. Ese correo solo da su número de referencia y el tipo de formulario, nunca lo que usted escribió. El personal lee su solicitud en nuestra bandeja de entrada segura, donde cada miembro del personal entra con su propia llave de acceso (passkey).",
          ],
          [
            strong("Cuánto tiempo la guardamos."),
            ` Cuando hemos respondido a su solicitud y la hemos cerrado, se elimina ${closedRequestRetentionDays} días después (vea `,
            toRetention,
            "). También puede llamarnos al ",
            callUs,
            " en lugar de usar un formulario.",
          ],
          [
            strong("Calculadora de costos."),
            " Funciona completamente dentro de su navegador. Lo que escribe no se nos envía ni a nosotros ni a nadie más, y no se guarda.",
          ],
        ),
      ],
    },
    {
      id: "how-we-use-personal-information",
      number: 5,
      title: "Cómo usamos la información personal",
      blocks: [
        p("Usamos la información personal que nos da para:"),
        ul(
          "Responder sus preguntas y devolverle la llamada o escribirle",
          "Organizar y dar el cuidado, y verificar la cobertura de su seguro",
          "Considerarle para un empleo, si se comunica con nosotros por uno",
          "Mantener nuestro sitio web funcionando y seguro",
          "Cumplir con nuestras obligaciones legales y proteger nuestros derechos",
        ),
        p(
          "No usamos su información para mostrarle anuncios, y no la vendemos (vea ",
          link(
            "Cómo compartimos y divulgamos la información",
            "#information-sharing-and-disclosures",
          ),
          ").",
        ),
      ],
    },
    {
      id: "your-opt-out-right",
      number: 6,
      title: "Su derecho a no recibir comunicaciones",
      blocks: [
        p(
          "Puede decirnos en cualquier momento que no quiere que nos comuniquemos con usted, excepto sobre el cuidado que recibe de nosotros. Llámenos, escríbanos por correo electrónico o por correo postal (vea ",
          toContactUs,
          "). Dejaremos de hacerlo en cuanto sea razonablemente posible.",
        ),
        p("También puede elegir:"),
        ul(
          "No darnos información. Algunas cosas, como organizar el cuidado, quizás no sean posibles sin ella.",
          [
            "No usar las funciones de traducción o de mapas, que cargan servicios de otras compañías (vea ",
            toThirdParties,
            ").",
          ],
          "Bloquear o borrar las cookies en la configuración de su navegador.",
        ),
        p(
          "Si usted es paciente, optar por no recibir comunicaciones no detiene los mensajes que necesitamos enviarle sobre sus visitas, su cuidado o sus facturas.",
        ),
      ],
    },
    {
      id: "information-sharing-and-disclosures",
      number: 7,
      title: "Cómo compartimos y divulgamos la información",
      blocks: [
        p(
          "No vendemos su información personal, y no la compartimos con otras compañías para su propio mercadeo. No vendemos la información personal de consumidores menores de 16 años.",
        ),
        p("Compartimos información personal solo en estos casos:"),
        ul(
          [
            strong("Proveedores de servicios."),
            " Compañías que nos ayudan a operar, como servicios de teléfono, correo electrónico, computadoras y alojamiento del sitio web. Solo pueden usar la información para hacer trabajo para nosotros.",
          ],
          [
            strong("Su cuidado."),
            " Sus médicos, otros proveedores de atención médica y su compañía de seguros, cuando hace falta para dar y pagar su cuidado. Nuestro aviso de HIPAA describe cómo se comparte.",
          ],
          [
            strong("La ley."),
            " Cuando lo exige una ley, una orden judicial o una agencia del gobierno, o para proteger los derechos, la propiedad o la seguridad de nuestros pacientes, nuestro personal, usted u otras personas.",
          ],
          [
            strong("Un cambio de dueño."),
            " Si nuestra agencia se fusiona con otra organización o se vende a otra organización, su información puede transferirse como parte de ese acuerdo. Seguirá protegida.",
          ],
          [strong("Con su permiso."), " En cualquier otro caso, solo cuando usted lo acepte."],
        ),
      ],
    },
    {
      id: "cookies",
      number: 8,
      title: "Cookies y tecnologías similares",
      blocks: [
        p(
          "Las cookies son pequeños archivos que un sitio web guarda en su navegador. Las páginas públicas y los formularios de nuestro sitio web no crean cookies. Solo la página de inicio de sesión de la bandeja de entrada de nuestro personal usa una, para mantener la sesión de un miembro del personal.",
        ),
        p(
          "Si decide usar las funciones de traducción o de mapas, esos servicios externos pueden crear sus propias cookies (vea ",
          toThirdParties,
          "). Puede bloquear o borrar las cookies en la configuración de su navegador. Nuestro sitio web seguirá funcionando.",
        ),
      ],
    },
    {
      id: "third-party-services",
      number: 9,
      title: "Servicios de terceros",
      blocks: [
        p(
          "Algunas funciones de nuestro sitio web usan servicios de otras compañías. Cada compañía sigue su propia política de privacidad.",
        ),
        ul(
          [
            strong("Traducción de la página."),
            " La herramienta de traducción se carga solo cuando usted pide traducir una página. El servicio de traducción recibe entonces el texto de la página y datos técnicos básicos, como su dirección IP, y puede crear cookies.",
          ],
          [
            strong("Mapas."),
            " Los mapas de nuestra área de servicio se cargan desde un servicio de mapas solo cuando usted decide verlos. El servicio de mapas recibe datos técnicos básicos, como su dirección IP, y puede crear cookies.",
          ],
          [
            strong("Botones para compartir y enlaces a redes sociales."),
            " Los botones para compartir abren Facebook, X o LinkedIn en una ventana nueva con la dirección de la página. Ese sitio recibe lo que usted decida publicar. Los enlaces a nuestras páginas en redes sociales le llevan a esos sitios.",
          ],
          [
            strong("Lectura en voz alta."),
            " En los artículos del blog, el botón de lectura en voz alta usa la voz incorporada de su navegador. Algunos navegadores envían el texto a un servicio de voz en línea del fabricante del navegador.",
          ],
          [
            strong("Imágenes de otros sitios."),
            " Algunas imágenes pueden cargarse desde servicios de imágenes, que reciben datos técnicos básicos cuando su navegador las descarga.",
          ],
        ),
      ],
    },
    {
      id: "your-privacy-rights",
      number: 10,
      title: "Sus derechos de privacidad",
      blocks: [
        p(
          "Sobre la información personal que nos ha dado en sus llamadas, sus correos electrónicos y nuestros formularios, puede pedirnos que:",
        ),
        ul(
          "Le digamos qué información personal tenemos sobre usted",
          "Corrijamos la información que esté equivocada",
          "Eliminemos su información",
        ),
        p(
          "Es posible que necesitemos confirmar quién es usted antes de actuar. Quizás no podamos eliminar información que la ley nos exige guardar, como los expedientes médicos y de facturación. No le trataremos de forma diferente por usar estos derechos.",
        ),
        p(
          "Para hacer una solicitud, vea ",
          toContactUs,
          ". Si nos envió un formulario, el número de referencia que le mostró nos ayuda a encontrarlo",
          ". Si usted es paciente, sus derechos sobre sus expedientes de salud se explican en nuestro ",
          toHipaa,
          ".",
        ),
      ],
    },
    {
      id: "health-information",
      number: 11,
      title: "Información de salud",
      blocks: [
        p(
          "Si usted es nuestro paciente, la información de salud que guardamos sobre usted está protegida por una ley federal llamada HIPAA. Nuestro ",
          toHipaa,
          " explica cómo la usamos y compartimos y cuáles son sus derechos. Para la información de salud, ese aviso se aplica además de esta política.",
        ),
        p(
          "Este sitio web no es un medio para recibir consejos médicos ni ayuda de emergencia. En una emergencia, llame al 911.",
        ),
      ],
    },
    {
      id: "data-retention",
      number: 12,
      title: "Conservación de los datos",
      blocks: [
        p(
          "Guardamos la información personal solo mientras la necesitamos para los fines por los que se nos dio, o mientras lo exija la ley. Los expedientes médicos y de facturación se guardan durante el tiempo que fijan las leyes federales y de Illinois.",
        ),
        p(
          `Las solicitudes enviadas con nuestros formularios se guardan cifradas. Cuando hemos respondido a una solicitud y la hemos cerrado, se elimina ${closedRequestRetentionDays} días después. Si usted llega a ser nuestro paciente, lo que necesitamos para su cuidado pasa a su expediente médico, que se guarda el tiempo que exige la ley.`,
        ),
        p(
          "Nuestro registro de lo que nuestro personal hizo con cada solicitud (su número de referencia, quién la abrió o la respondió, y cuándo; nunca lo que usted escribió) se guarda al menos seis años, como lo pide la ley federal para estos registros; no lo borramos antes. La calculadora de costos no guarda nada.",
        ),
      ],
    },
    {
      id: "do-not-track",
      number: 13,
      title: "No rastrear (Do Not Track)",
      blocks: [
        p(
          'Algunos navegadores pueden enviar a los sitios web una señal de "No rastrear" (Do Not Track). Nuestro sitio web no le rastrea en otros sitios web, así que funciona igual tenga o no activada esta señal. Los servicios externos que usted decida usar, como la traducción o los mapas, pueden tratar la señal a su manera.',
        ),
      ],
    },
    {
      id: "changes-to-this-policy",
      number: 14,
      title: "Cambios a esta política",
      blocks: [
        p(
          'Es posible que actualicemos esta política de vez en cuando. Cuando lo hagamos, publicaremos la nueva versión en esta página y cambiaremos la fecha de "Última actualización" al principio. Vuelva a revisarla de vez en cuando.',
        ),
      ],
    },
    {
      id: "contact-us",
      number: 15,
      title: "Comuníquese con nosotros",
      blocks: [
        p(
          "Si tiene preguntas sobre esta política o quiere ejercer sus derechos de privacidad, comuníquese con nosotros:",
        ),
        contact("Preguntas sobre privacidad", [
          name,
          "Atención: Oficial de Privacidad",
          address.street,
          `${address.locality}, ${address.region} ${address.postalCode}`,
          ["Teléfono: ", callUs],
          ["TTY o servicio de retransmisión: marque el ", link(relay.display, telHref(relay))],
          ["Correo electrónico: ", emailPrivacy],
        ]),
        p(
          "Para cualquier otra cosa, como empezar el cuidado o preguntar por una visita, llámenos o escriba a ",
          link(email, mailtoHref(email)),
          ".",
        ),
      ],
    },
  ],
} satisfies LegalDocument;
