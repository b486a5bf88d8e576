import { serializeJsonLd } from "@/lib/jsonld";

/** Structured data for search engines, rendered into the prerendered HTML. */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
