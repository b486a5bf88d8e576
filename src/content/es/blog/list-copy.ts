/** Spanish of `../../blog/list-copy.ts`: the blog list page. */
import type { BlogListCopy } from "../../blog/list-copy";

export const review = { state: "pending", translator: null, date: null } as const;

const articles = (n: number) => (n === 1 ? "artículo" : "artículos");

export const blogListCopy = {
  breadcrumb: "Blog",
  eyebrow: "Artículos y recursos",
  title: "Blog de salud y bienestar",
  intro:
    "Guías sencillas de nuestras enfermeras y terapeutas sobre la atención médica en el hogar, Medicare, la seguridad en casa, la nutrición, la recuperación y cómo vivir bien con una condición crónica.",
  filtersLabel: "Buscar y filtrar artículos",
  search: { label: "Buscar artículos", placeholder: "Buscar artículos..." },
  category: { label: "Categoría", all: "Todas las categorías" },
  resultCount: (count) =>
    `${count === 1 ? "Se encontró" : "Se encontraron"} ${count} ${articles(count)}`,
  showing: (from, to, total) => `Mostrando del ${from} al ${to} de ${total} ${articles(total)}`,
  empty: {
    title: "No se encontraron artículos",
    hint: "Pruebe con otras palabras de búsqueda o vea todas las categorías.",
    viewAll: "Ver todos los artículos",
  },
  pagination: {
    label: "Paginación",
    previous: "Anterior",
    next: "Siguiente",
    page: (page) => `Página ${page}`,
    ellipsis: "…",
    pageTitle: (title, page) => `${title} (página ${page})`,
  },
  card: {
    readMore: "Leer más",
    featured: "Destacado",
    readTime: (minutes) => `${minutes} min de lectura`,
  },
} satisfies BlogListCopy;
