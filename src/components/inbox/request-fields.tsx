import { requestFields } from "@/lib/inbox/field-format";

/**
 * What the visitor sent, as labelled text: React text nodes only (never markup from the
 * payload), with `tel:` and `mailto:` links for phone numbers and addresses.
 */
export function RequestFields({
  payload,
  formType,
}: {
  payload: Record<string, unknown>;
  formType: string;
}) {
  return (
    <dl
      data-request-fields
      className="grid gap-x-6 gap-y-3 rounded-xl border border-line bg-canvas p-5 sm:grid-cols-[12rem_1fr]"
    >
      {requestFields(payload, formType).map(({ key, label, value }) => (
        <div key={key} className="contents">
          <dt className="font-semibold text-muted">{label}</dt>
          <dd className="break-words whitespace-pre-wrap">
            {value.kind === "text" ? (
              value.text
            ) : (
              <a href={value.href} className="text-brand-800 underline underline-offset-4">
                {value.text}
              </a>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
