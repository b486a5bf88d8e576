/** Spanish of `../../blog/article-copy.ts`: the article page's labels and messages. */
import type * as en from "../../blog/article-copy";
import type { Translation } from "../translation";

export const review = { state: "pending", translator: null, date: null } as const;

export const articleCopy = {
  backToBlog: "Volver al blog",
  blogCrumb: "Blog",
  fixedLabel: "Atención médica",
  meta: {
    label: "Sobre este artículo",
    author: "Escrito por",
    clinicalTeam: "Equipo clínico de Beyond Care",
    published: "Publicado",
    readTime: (minutes: number) => `${minutes} min de lectura`,
    category: "Categoría",
  },
  tagsLabel: "Etiquetas",
  share: {
    heading: "Comparta este artículo",
    facebook: "Compartir en Facebook",
    x: "Compartir en X",
    linkedin: "Compartir en LinkedIn",
    opensPopup: "(se abre en una ventana nueva)",
    native: "Compartir",
    copy: "Copiar el enlace",
    text: (title: string) => `${title}: ¡lea este artículo!`,
    copied: "¡Se copió el enlace!",
    copyFailed: (url: string) => `No se pudo copiar el enlace. Cópielo a mano: ${url}`,
  },
  readAloud: {
    heading: "Escuche este artículo",
    listen: "Escuchar el artículo",
    pause: "Pausar",
    resume: "Continuar",
    stop: "Detener",
    status: {
      idle: "",
      speaking: "Leyendo el artículo en voz alta.",
      paused: "Lectura en pausa.",
    },
    unsupported: "Lo sentimos, su navegador no puede leer el texto en voz alta.",
  },
  toc: {
    title: "Contenido",
    label: "Contenido del artículo",
    show: "Mostrar el contenido",
    hide: "Ocultar el contenido",
  },
  disclaimer: {
    title: "Aviso médico",
    text: "Este artículo es información general, no un consejo médico. Hable con su médico sobre su propia salud y antes de cambiar cualquier tratamiento. En una emergencia, llame al 911.",
  },
  neighbours: {
    label: "Más artículos",
    previous: "Artículo anterior",
    next: "Artículo siguiente",
  },
  rss: {
    title: (siteName: string) => `Blog de ${siteName}`,
    linkTitle: (siteName: string) => `Blog de ${siteName} (RSS)`,
  },
  redirect: {
    title: "No encontramos el artículo",
    text: "Le llevamos al blog…",
    link: "Ir al blog",
  },
} as const satisfies Translation<typeof en.articleCopy>;
