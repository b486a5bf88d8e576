/**
 * Language assistance taglines (ACA Section 1557, 45 CFR 92.11): one short sentence in English
 * and in the 15 languages most spoken by people with limited English proficiency in Illinois,
 * in the order of HHS Office for Civil Rights' 2016 list of the top 15 languages by State.
 *
 * The wording follows the sample taglines HHS OCR translated for covered entities ("ATTENTION:
 * If you speak [language], language assistance services, free of charge, are available to you.
 * Call 1-xxx-xxx-xxxx (TTY: 1-xxx-xxx-xxxx)."), with small corrections noted per entry. The
 * phone numbers are not written into the sentences: `{phone}` and `{tty}` mark where
 * `taglineParts` puts the agency's number and the 711 relay from `siteConfig`.
 */
import { siteConfig, type Phone } from "./site";

type TextDirection = "ltr" | "rtl";

export type Tagline = {
  /** The language's English name, shown as a small label. */
  language: string;
  /** The language's own name for itself. */
  nativeName: string;
  /** BCP 47 tag, set as `lang` on the tagline. */
  lang: string;
  dir: TextDirection;
  /** The sentence, with `{phone}` and `{tty}` where the numbers go. */
  template: string;
};

/** The agency line and the relay service the taglines point to. */
const taglineNumbers = {
  phone: siteConfig.civilRights.phone,
  tty: siteConfig.relay,
} as const satisfies Record<"phone" | "tty", Phone>;

export const languageAssistanceCopy = {
  id: "language-assistance",
  title: "Language Assistance",
  intro:
    "Help in your language is free. Find your language below and call us: we will arrange a qualified interpreter at no cost to you.",
  source:
    "Languages: the 15 languages most spoken by people with limited English in Illinois, from the U.S. Department of Health and Human Services, Office for Civil Rights (2016).",
} as const;

export const taglines = [
  {
    language: "English",
    nativeName: "English",
    lang: "en",
    dir: "ltr",
    template:
      "ATTENTION: Language assistance services, free of charge, are available to you. Call {phone} (TTY: {tty}).",
  },
  {
    language: "Spanish",
    nativeName: "Español",
    lang: "es",
    dir: "ltr",
    template:
      "ATENCIÓN: si habla español, tiene a su disposición servicios gratuitos de asistencia lingüística. Llame al {phone} (TTY: {tty}).",
  },
  {
    language: "Polish",
    nativeName: "Polski",
    lang: "pl",
    dir: "ltr",
    template:
      "UWAGA: Jeżeli mówisz po polsku, możesz skorzystać z bezpłatnej pomocy językowej. Zadzwoń pod numer {phone} (TTY: {tty}).",
  },
  {
    // Simplified characters: see `zh-Hans` in the report; HHS's sample is Traditional (繁體中文).
    language: "Chinese",
    nativeName: "简体中文",
    lang: "zh-Hans",
    dir: "ltr",
    template: "注意：如果您使用简体中文，您可以免费获得语言援助服务。请致电 {phone} (TTY: {tty})。",
  },
  {
    language: "Korean",
    nativeName: "한국어",
    lang: "ko",
    dir: "ltr",
    template:
      "주의: 한국어를 사용하시는 경우, 언어 지원 서비스를 무료로 이용하실 수 있습니다. {phone} (TTY: {tty}) 번으로 전화해 주십시오.",
  },
  {
    language: "Tagalog",
    nativeName: "Tagalog",
    lang: "tl",
    dir: "ltr",
    template:
      "PAUNAWA: Kung nagsasalita ka ng Tagalog, maaari kang gumamit ng mga serbisyo ng tulong sa wika nang walang bayad. Tumawag sa {phone} (TTY: {tty}).",
  },
  {
    // HHS's sample keeps its placeholder "اذكر اللغة" ("name the language"); here it is named.
    language: "Arabic",
    nativeName: "العربية",
    lang: "ar",
    dir: "rtl",
    template:
      "ملحوظة: إذا كنت تتحدث اللغة العربية، فإن خدمات المساعدة اللغوية تتوافر لك بالمجان. اتصل برقم {phone} (رقم هاتف الصم والبكم: {tty}).",
  },
  {
    language: "Russian",
    nativeName: "Русский",
    lang: "ru",
    dir: "ltr",
    template:
      "ВНИМАНИЕ: Если вы говорите на русском языке, то вам доступны бесплатные услуги перевода. Звоните {phone} (телетайп: {tty}).",
  },
  {
    // "સૂચના" and the visarga in "નિઃશુલ્ક" (HHS's sample has "સુચના" and a colon).
    language: "Gujarati",
    nativeName: "ગુજરાતી",
    lang: "gu",
    dir: "ltr",
    template:
      "સૂચના: જો તમે ગુજરાતી બોલતા હો, તો નિઃશુલ્ક ભાષા સહાય સેવાઓ તમારા માટે ઉપલબ્ધ છે. ફોન કરો {phone} (TTY: {tty}).",
  },
  {
    language: "Urdu",
    nativeName: "اردو",
    lang: "ur",
    dir: "rtl",
    template:
      "خبردار: اگر آپ اردو بولتے ہیں، تو آپ کو زبان کی مدد کی خدمات مفت میں دستیاب ہیں۔ کال کریں {phone} (TTY: {tty})۔",
  },
  {
    language: "Vietnamese",
    nativeName: "Tiếng Việt",
    lang: "vi",
    dir: "ltr",
    template:
      "CHÚ Ý: Nếu bạn nói Tiếng Việt, có các dịch vụ hỗ trợ ngôn ngữ miễn phí dành cho bạn. Gọi số {phone} (TTY: {tty}).",
  },
  {
    language: "Italian",
    nativeName: "Italiano",
    lang: "it",
    dir: "ltr",
    template:
      "ATTENZIONE: In caso la lingua parlata sia l'italiano, sono disponibili servizi di assistenza linguistica gratuiti. Chiamare il numero {phone} (TTY: {tty}).",
  },
  {
    language: "Hindi",
    nativeName: "हिंदी",
    lang: "hi",
    dir: "ltr",
    template:
      "ध्यान दें: यदि आप हिंदी बोलते हैं तो आपके लिए मुफ्त में भाषा सहायता सेवाएं उपलब्ध हैं। {phone} (TTY: {tty}) पर कॉल करें।",
  },
  {
    language: "French",
    nativeName: "Français",
    lang: "fr",
    dir: "ltr",
    template:
      "ATTENTION : Si vous parlez français, des services d'aide linguistique vous sont proposés gratuitement. Appelez le {phone} (ATS : {tty}).",
  },
  {
    language: "Greek",
    nativeName: "Ελληνικά",
    lang: "el",
    dir: "ltr",
    template:
      "ΠΡΟΣΟΧΗ: Αν μιλάτε ελληνικά, στη διάθεσή σας βρίσκονται υπηρεσίες γλωσσικής υποστήριξης, οι οποίες παρέχονται δωρεάν. Καλέστε {phone} (TTY: {tty}).",
  },
  {
    language: "German",
    nativeName: "Deutsch",
    lang: "de",
    dir: "ltr",
    template:
      "ACHTUNG: Wenn Sie Deutsch sprechen, stehen Ihnen kostenlos sprachliche Hilfsdienstleistungen zur Verfügung. Rufnummer: {phone} (TTY: {tty}).",
  },
] as const satisfies readonly Tagline[];

export type TaglinePart = { kind: "text"; text: string } | { kind: "phone"; phone: Phone };

const PLACEHOLDER = /\{(phone|tty)\}/g;

/** The sentence split into text runs and phone numbers, in reading order. */
export function taglineParts(
  tagline: Pick<Tagline, "template">,
  numbers: Record<"phone" | "tty", Phone> = taglineNumbers,
): TaglinePart[] {
  const parts: TaglinePart[] = [];
  let last = 0;
  for (const match of tagline.template.matchAll(PLACEHOLDER)) {
    const start = match.index;
    if (start > last) parts.push({ kind: "text", text: tagline.template.slice(last, start) });
    const key = match[1] === "tty" ? "tty" : "phone";
    parts.push({ kind: "phone", phone: numbers[key] });
    last = start + match[0].length;
  }
  if (last < tagline.template.length) {
    parts.push({ kind: "text", text: tagline.template.slice(last) });
  }
  return parts;
}

/**
 * The sentence as plain text, numbers filled in.
 * @internal The taglines' script, font-coverage and rendering tests read each sentence by it.
 */
export function taglineText(
  tagline: Pick<Tagline, "template">,
  numbers?: Record<"phone" | "tty", Phone>,
): string {
  return taglineParts(tagline, numbers)
    .map((part) => (part.kind === "text" ? part.text : part.phone.display))
    .join("");
}
