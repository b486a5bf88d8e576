/** Spanish of `../service-areas.ts`: the service-area section and its page. */
import { countyCount, type ResponseTime } from "../counties";
import * as en from "../service-areas";
import { siteConfig } from "../site";
import { coreCountyList } from "./counties";
import { countyTitle } from "./format";
import { promiseCopy } from "./promises";
import type { Translation } from "./translation";

export const review = { state: "pending", translator: null, date: null } as const;

export const { mapModes, mapEmbedUrls } = en;

export const serviceAreasPageCopy = {
  title: "Áreas de servicio",
  lead: `Nuestras enfermeras, terapeutas y asistentes visitan a pacientes en su hogar en ${countyCount} condados de Chicago y sus alrededores. Busque su condado más abajo, o llámenos para verificar su dirección.`,
} as const satisfies Translation<typeof en.serviceAreasPageCopy>;

export const serviceAreasCopy = {
  eyebrow: "Dónde damos cuidado",
  title: "Condados donde damos servicio",
  intro: `Llevamos atención médica en el hogar a familias de toda el área metropolitana de Chicago, incluidos los condados de ${coreCountyList}. Elija su condado en el mapa o en la lista para ver sus ciudades principales y qué tan pronto puede ser la primera visita.`,
  tabsLabel: "Vista del mapa",
  tabs: { local: "Área de Chicago", usa: "EE. UU." },
  local: {
    mapTitle: `Mapa de los ${countyCount} condados donde damos servicio`,
    mapDescription:
      "Cada condado es un botón que muestra sus detalles. Condados verde oscuro: primera visita en un plazo de 24 horas. Condados claros con rayas: primera visita en un plazo de 48 horas. Los condados grises están fuera de nuestra área de servicio.",
    legendTitle: "Clave del mapa",
    legend: {
      "Under 24 hours": promiseCopy.firstVisitTitle("Under 24 hours"),
      "Under 48 hours": promiseCopy.firstVisitTitle("Under 48 hours"),
      outside: "Fuera de nuestra área de servicio",
    },
    listLabel: "O elija su condado en esta lista:",
    countyLabel: (name: string, responseTime: ResponseTime) =>
      `${countyTitle(name)}, ${promiseCopy.firstVisitWithin(responseTime)}`,
  },
  usa: {
    mapTitle: "Mapa de Illinois",
    mapDescription: `Nuestros ${countyCount} condados forman el área metropolitana de Chicago, sombreada en verde oscuro en la esquina noreste de Illinois.`,
    metroLabel: "Área metropolitana de Chicago",
    legend: `Área metropolitana de Chicago: los ${countyCount} condados donde damos servicio`,
  },
  embed: {
    show: "Mostrar el mapa interactivo de Google",
    hide: "Ocultar el mapa",
    note: "Esto carga un mapa de Google, que puede recopilar datos sobre su visita.",
    frameTitle: {
      local: "Mapa de Google del área metropolitana de Chicago",
      usa: "Mapa de Google de Illinois",
    },
  },
  detail: {
    emptyTitle: "Elija un condado",
    emptyHint:
      "Elija un condado en el mapa o en la lista para ver su población, qué tan pronto puede ser la primera visita y sus ciudades principales.",
    population: "Población",
    responseTime: promiseCopy.firstVisitLabel,
    cities: "Ciudades principales",
    requestLink: (name: string) => `Pida servicio en el condado de ${name}`,
    requestHref: en.serviceAreasCopy.detail.requestHref,
  },
  callUs: {
    title: "¿No sabe si cubrimos su área?",
    text: "Llámenos. Podemos decirle de inmediato si damos servicio en su dirección y qué tan pronto puede empezar el cuidado.",
    label: `Llame al ${siteConfig.phone.display}`,
  },
} as const satisfies Translation<typeof en.serviceAreasCopy>;
