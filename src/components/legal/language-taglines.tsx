// The fonts for the taglines' scripts: imported here so that only this page carries the CSS.
import "@fontsource-variable/atkinson-hyperlegible-next/index.css";
import "@fontsource-variable/noto-sans/index.css";
import "@fontsource-variable/noto-sans-sc/index.css";
import "@fontsource-variable/noto-sans-kr/index.css";
import "@fontsource-variable/noto-naskh-arabic/index.css";
import "@fontsource/noto-nastaliq-urdu/index.css";
import "@fontsource-variable/noto-sans-devanagari/index.css";
import "@fontsource-variable/noto-sans-gujarati/index.css";

import {
  languageAssistanceCopy as copy,
  taglineParts,
  taglines,
  type Tagline,
} from "@/content/language-assistance";
import { placeholderAttrs } from "@/shared/placeholder";
import { telHref } from "@/content/site";
import { cn } from "@/lib/utils";
import { taglineFontFamily } from "./tagline-fonts";
import { Card } from "@/components/ui/card";

const headingId = `${copy.id}-heading`;

const phoneClass =
  "rounded-sm font-semibold whitespace-nowrap text-brand-700 underline decoration-1 underline-offset-4 hover:text-brand-900 hover:decoration-2";

/** Arabic-script text reads small next to Latin at the same size; Nastaliq needs tall lines. */
const scriptClass: Partial<Record<string, string>> = {
  ar: "text-xl leading-loose",
  ur: "text-xl leading-[2.6]",
};

function TaglineSentence({ tagline }: { tagline: Tagline }) {
  return (
    <p
      data-tagline-text
      className={cn("mt-1 text-lg", scriptClass[tagline.lang])}
      {...placeholderAttrs(tagline.template)}
    >
      {taglineParts(tagline).map((part, index) =>
        part.kind === "text" ? (
          part.text
        ) : (
          // A left-to-right isolate, so the digits keep their order inside right-to-left text.
          <a key={index} href={telHref(part.phone)} dir="ltr" className={phoneClass}>
            {part.phone.display}
          </a>
        ),
      )}
    </p>
  );
}

/**
 * "Language Assistance": the tagline in English and in the 15 languages, each item marked
 * with its `lang` and `dir` and set in a font that has its script. Linked as `#language-assistance`.
 */
export function LanguageTaglines({ className }: { className?: string }) {
  return (
    <section id={copy.id} aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-2xl leading-snug">
        {copy.title}
      </h2>
      <p className="mt-5">{copy.intro}</p>
      {/* Rendered (and its fonts fetched) only when it nears the screen: most visitors of the
          notice never scroll this far, and the sixteen scripts weigh about 1 MB. */}
      <Card asChild tone="quiet" padding="none">
        <ul className="mt-6 divide-y divide-line overflow-hidden [contain-intrinsic-size:auto_1800px] [content-visibility:auto]">
          {taglines.map((tagline) => (
            <li
              key={tagline.lang}
              lang={tagline.lang}
              dir={tagline.dir}
              style={{ fontFamily: taglineFontFamily(tagline.lang) }}
              className="px-5 py-4 sm:px-6"
            >
              <p className="font-semibold text-brand-900">
                <span lang="en" className="font-sans">
                  {tagline.language}
                </span>
                {tagline.nativeName !== tagline.language && (
                  <>
                    <span aria-hidden="true" className="px-2 font-sans text-muted">
                      ·
                    </span>
                    <span data-tagline-name className="font-normal">
                      {tagline.nativeName}
                    </span>
                  </>
                )}
              </p>
              <TaglineSentence tagline={tagline} />
            </li>
          ))}
        </ul>
      </Card>
      <p className="mt-4 text-base text-muted">{copy.source}</p>
    </section>
  );
}
