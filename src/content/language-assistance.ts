/**
 * Language assistance taglines (ACA Section 1557, 45 CFR 92.11): one short sentence in English
 * and in the 15 languages most spoken by people with limited English proficiency in Illinois,
 * in the order of HHS Office for Civil Rights' 2016 list of the top 15 languages by State.
 *
 * The wording is HHS OCR's 2024 sample notice of availability (45 CFR 92.11: language
 * assistance services and auxiliary aids and services, free of charge): "ATTENTION: If you
 * speak [language], free language assistance services are available to you. Appropriate
 * auxiliary aids and services to provide information in accessible formats are also available
 * free of charge. Call 1-xxx-xxx-xxxx (TTY: 1-xxx-xxx-xxxx) or speak to your provider."
 * (hhs.gov/sites/default/files/notice-availability-language-services-auxiliary-aids-<language>.docx).
 * Where HHS's 2024 translation is not yet copied in, the entry keeps HHS's 2016 tagline as a
 * placeholder (`../placeholder.ts`): the launch check fails until it is replaced, and a
 * translation of our own would be unreviewed machine-style text (45 CFR 92.201(c)(3)).
 * The phone numbers are not written into the sentences: `{phone}` and `{tty}` mark where
 * `taglineParts` puts the agency's number and the 711 relay from `siteConfig`.
 */
import { factValue, placeholder, type Fact } from "@/shared/placeholder";
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
  /**
   * The sentence, with `{phone}` and `{tty}` where the numbers go; a placeholder while it is
   * HHS's 2016 tagline awaiting the 2024 wording.
   */
  template: Fact<string>;
};

/** What replaces a 2016 tagline kept as a placeholder (its id is `legal.tagline-<lang>`). */
const awaiting2024 = (language: string) =>
  `Replace with HHS OCR's 2024 ${language} notice of availability (language assistance and auxiliary aids, free of charge), keeping {phone} and {tty}.`;

/** The agency line and the relay service the taglines point to. */
const taglineNumbers = {
  phone: siteConfig.civilRights.phone,
  tty: siteConfig.relay,
} as const satisfies Record<"phone" | "tty", Phone>;

export const languageAssistanceCopy = {
  id: "language-assistance",
  title: "Language Assistance",
  intro:
    "Help in your language, and aids such as large print or a sign language interpreter, are free of charge. Find your language below and call us: we will arrange a qualified interpreter at no cost to you.",
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
      "ATTENTION: Free language assistance services are available to you. Appropriate auxiliary aids and services to provide information in accessible formats are also available free of charge. Call {phone} (TTY: {tty}) or speak to your provider.",
  },
  {
    language: "Spanish",
    nativeName: "Español",
    lang: "es",
    dir: "ltr",
    template:
      "ATENCIÓN: Si habla español, tiene a su disposición servicios gratuitos de asistencia lingüística. También están disponibles de forma gratuita ayuda y servicios auxiliares apropiados para proporcionar información en formatos accesibles. Llame al {phone} (TTY: {tty}) o hable con su proveedor.",
  },
  {
    language: "Polish",
    nativeName: "Polski",
    lang: "pl",
    dir: "ltr",
    template: placeholder(
      "legal.tagline-pl",
      "UWAGA: Jeżeli mówisz po polsku, możesz skorzystać z bezpłatnej pomocy językowej. Zadzwoń pod numer {phone} (TTY: {tty}).",
      awaiting2024("Polish"),
    ),
  },
  {
    // HHS's 2024 Simplified Chinese sample (HHS also has a Traditional one), matching zh-Hans.
    language: "Chinese",
    nativeName: "简体中文",
    lang: "zh-Hans",
    dir: "ltr",
    template:
      "注意：如果您说中文，我们将免费为您提供语言协助服务。我们还免费提供适当的辅助工具和服务，以无障碍格式提供信息。致电 {phone} (TTY: {tty}) 或咨询您的服务提供商。",
  },
  {
    language: "Korean",
    nativeName: "한국어",
    lang: "ko",
    dir: "ltr",
    template:
      "주의: 한국어를 사용하시는 경우 무료 언어 지원 서비스를 이용하실 수 있습니다. 이용 가능한 형식으로 정보를 제공하는 적절한 보조 기구 및 서비스도 무료로 제공됩니다. {phone} (TTY: {tty})번으로 전화하거나 서비스 제공업체에 문의하십시오.",
  },
  {
    language: "Tagalog",
    nativeName: "Tagalog",
    lang: "tl",
    dir: "ltr",
    template: placeholder(
      "legal.tagline-tl",
      "PAUNAWA: Kung nagsasalita ka ng Tagalog, maaari kang gumamit ng mga serbisyo ng tulong sa wika nang walang bayad. Tumawag sa {phone} (TTY: {tty}).",
      awaiting2024("Tagalog"),
    ),
  },
  {
    // HHS's sample keeps its placeholder "اذكر اللغة" ("name the language"); here it is named.
    language: "Arabic",
    nativeName: "العربية",
    lang: "ar",
    dir: "rtl",
    template:
      "تنبيه: إذا كنت تتحدث اللغة العربية، فستتوفر لك خدمات المساعدة اللغوية المجانية. كما تتوفر وسائل مساعدة وخدمات مناسبة لتوفير المعلومات بتنسيقات يمكن الوصول إليها مجانًا. اتصل على الرقم {phone} (رقم هاتف الصم والبكم: {tty}) أو تحدث إلى مقدم الخدمة.",
  },
  {
    language: "Russian",
    nativeName: "Русский",
    lang: "ru",
    dir: "ltr",
    template:
      "ВНИМАНИЕ: Если вы говорите на русском языке, вам доступны бесплатные услуги языковой поддержки. Соответствующие вспомогательные средства и услуги по предоставлению информации в доступных форматах также предоставляются бесплатно. Позвоните по телефону {phone} (телетайп: {tty}) или обратитесь к своему поставщику услуг.",
  },
  {
    // "સૂચના" and the visarga in "નિઃશુલ્ક" (HHS's sample has "સુચના" and a colon).
    language: "Gujarati",
    nativeName: "ગુજરાતી",
    lang: "gu",
    dir: "ltr",
    template: placeholder(
      "legal.tagline-gu",
      "સૂચના: જો તમે ગુજરાતી બોલતા હો, તો નિઃશુલ્ક ભાષા સહાય સેવાઓ તમારા માટે ઉપલબ્ધ છે. ફોન કરો {phone} (TTY: {tty}).",
      awaiting2024("Gujarati"),
    ),
  },
  {
    language: "Urdu",
    nativeName: "اردو",
    lang: "ur",
    dir: "rtl",
    template: placeholder(
      "legal.tagline-ur",
      "خبردار: اگر آپ اردو بولتے ہیں، تو آپ کو زبان کی مدد کی خدمات مفت میں دستیاب ہیں۔ کال کریں {phone} (TTY: {tty})۔",
      awaiting2024("Urdu"),
    ),
  },
  {
    language: "Vietnamese",
    nativeName: "Tiếng Việt",
    lang: "vi",
    dir: "ltr",
    template:
      "LƯU Ý: Nếu bạn nói tiếng Việt, chúng tôi cung cấp miễn phí các dịch vụ hỗ trợ ngôn ngữ. Các hỗ trợ dịch vụ phù hợp để cung cấp thông tin theo các định dạng dễ tiếp cận cũng được cung cấp miễn phí. Vui lòng gọi theo số {phone} (TTY: {tty}) hoặc trao đổi với người cung cấp dịch vụ của bạn.",
  },
  {
    language: "Italian",
    nativeName: "Italiano",
    lang: "it",
    dir: "ltr",
    template:
      "ATTENZIONE: se parli italiano, sono disponibili servizi di assistenza linguistica gratuiti. Sono inoltre disponibili gratuitamente ausili e servizi ausiliari adeguati per fornire informazioni in formati accessibili. Chiama il numero {phone} (TTY: {tty}) o parla con il tuo fornitore.",
  },
  {
    language: "Hindi",
    nativeName: "हिंदी",
    lang: "hi",
    dir: "ltr",
    template: placeholder(
      "legal.tagline-hi",
      "ध्यान दें: यदि आप हिंदी बोलते हैं तो आपके लिए मुफ्त में भाषा सहायता सेवाएं उपलब्ध हैं। {phone} (TTY: {tty}) पर कॉल करें।",
      awaiting2024("Hindi"),
    ),
  },
  {
    language: "French",
    nativeName: "Français",
    lang: "fr",
    dir: "ltr",
    template:
      "ATTENTION : Si vous parlez français, des services d'assistance linguistique gratuits sont à votre disposition. Des aides et services auxiliaires appropriés pour fournir des informations dans des formats accessibles sont également disponibles gratuitement. Appelez le {phone} (ATS : {tty}) ou parlez à votre fournisseur.",
  },
  {
    language: "Greek",
    nativeName: "Ελληνικά",
    lang: "el",
    dir: "ltr",
    template: placeholder(
      "legal.tagline-el",
      "ΠΡΟΣΟΧΗ: Αν μιλάτε ελληνικά, στη διάθεσή σας βρίσκονται υπηρεσίες γλωσσικής υποστήριξης, οι οποίες παρέχονται δωρεάν. Καλέστε {phone} (TTY: {tty}).",
      awaiting2024("Greek"),
    ),
  },
  {
    language: "German",
    nativeName: "Deutsch",
    lang: "de",
    dir: "ltr",
    template:
      "ACHTUNG: Wenn Sie Deutsch sprechen, stehen Ihnen kostenlose Sprachassistenzdienste zur Verfügung. Entsprechende Hilfsmittel und Dienste zur Bereitstellung von Informationen in barrierefreien Formaten stehen ebenfalls kostenlos zur Verfügung. Rufen Sie {phone} (TTY: {tty}) an oder sprechen Sie mit Ihrem Provider.",
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
  const template = factValue(tagline.template);
  for (const match of template.matchAll(PLACEHOLDER)) {
    const start = match.index;
    if (start > last) parts.push({ kind: "text", text: template.slice(last, start) });
    const key = match[1] === "tty" ? "tty" : "phone";
    parts.push({ kind: "phone", phone: numbers[key] });
    last = start + match[0].length;
  }
  if (last < template.length) {
    parts.push({ kind: "text", text: template.slice(last) });
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
