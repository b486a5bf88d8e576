/** Spanish of `../navigation.ts`: menus and footer. Every href is the English one. */
import * as en from "../navigation";
import type { NavItem, NavLink } from "../navigation";
import { servicePath } from "../services";
import { siteConfig } from "../site";
import { services } from "./services";
import type { Translation } from "./translation";

export const review = { state: "pending", translator: null, date: null } as const;

/** The English main menu's item at `index` (the Spanish menu below keeps its order). */
function mainItem(index: number): NavItem {
  const item = en.mainNav[index];
  if (!item) throw new Error(`The English main menu has no item ${index}`);
  return item;
}
const homeLink = mainItem(0);
const aboutLink = mainItem(1);
const servicesLink = mainItem(2);
const insuranceLink = mainItem(3);
const areasLink = mainItem(4);
const awardsLink = mainItem(5);
const blogLink = mainItem(6);
const careersLink = mainItem(7);

/** The English href at the same place of the English list (the lists are written in its order). */
function hrefs<T extends readonly string[]>(links: readonly NavLink[], labels: T) {
  if (links.length !== labels.length) throw new Error("A Spanish menu differs from the English");
  return labels.map((label, index) => ({ label, href: links[index]?.href ?? "" }));
}

const homeSections = hrefs(homeLink.children ?? [], [
  "Qué esperar",
  "Nuestros valores",
  "Seguros",
  "Cuidado en acción",
] as const);

const serviceLinks: readonly NavLink[] = services.map((service) => ({
  label: service.title,
  href: servicePath(service.id),
}));

const pageLinks = {
  about: { label: "Quiénes somos", href: aboutLink.href },
  serviceAreas: { label: "Áreas de servicio", href: areasLink.href },
  awards: { label: "Premios", href: awardsLink.href },
  blog: { label: "Blog", href: blogLink.href },
  careers: { label: "Empleos", href: careersLink.href },
  insurance: { label: "Seguros", href: insuranceLink.href },
} as const satisfies Record<string, NavLink>;

export const mainNav: readonly NavItem[] = [
  {
    label: "Inicio",
    href: homeLink.href,
    menuLabel: "Secciones de la página de inicio",
    children: homeSections,
  },
  pageLinks.about,
  {
    label: "Servicios",
    href: servicesLink.href,
    menuLabel: "Páginas de servicios",
    children: serviceLinks,
  },
  pageLinks.insurance,
  pageLinks.serviceAreas,
  pageLinks.awards,
  pageLinks.blog,
  pageLinks.careers,
];

export const ctaLink = {
  label: "Pida cuidado",
  href: en.ctaLink.href,
} as const satisfies NavLink;

const company = en.footerNav.company.links;
const support = en.footerNav.support.links;

export const footerNav = {
  company: {
    title: "Enlaces rápidos",
    links: hrefs(company, [
      "Quiénes somos",
      "Áreas de servicio",
      "Blog",
      "Empleos",
      "Premios",
      "Certificados",
    ] as const),
  },
  services: { title: "Nuestros servicios", links: serviceLinks },
  support: {
    title: "Pacientes y familias",
    links: hrefs(support, [
      "Información sobre seguros",
      "Contáctenos",
      "Referir a un paciente",
      "Servicios y límites",
      "Política de privacidad",
      "Aviso de HIPAA",
      "Aviso de no discriminación",
      "Asistencia con idiomas",
      "Accesibilidad",
    ] as const),
  },
} as const satisfies Record<string, { title: string; links: readonly NavLink[] }>;

export const referLink = {
  label: "Referir a un paciente",
  href: en.referLink.href,
} as const satisfies Translation<typeof en.referLink>;

export const footerCopy = {
  blurb: "Atención médica en el hogar certificada por Medicare para Chicago y sus suburbios.",
  socialLabel: "Redes sociales",
  reachTitle: "Comuníquese con nosotros",
  copyright: `© ${siteConfig.copyrightYear} ${siteConfig.name}. Todos los derechos reservados.`,
} as const satisfies Translation<typeof en.footerCopy>;

export const footerCta = {
  title: "Contáctenos hoy",
  text: "Llámenos o escríbanos y cuéntenos lo que usted o su ser querido necesita. Un coordinador de cuidado le ayudará a dar el siguiente paso.",
  link: { label: "Contáctenos hoy", href: en.footerCta.link.href },
} as const satisfies Translation<typeof en.footerCta>;

export const servicesBanner = {
  headline: "Su salud, nuestra experiencia",
  tagline:
    "Cuidado compasivo y experto de profesionales con licencia, en la comodidad de su hogar.",
} as const satisfies Translation<typeof en.servicesBanner>;
