import type { Ref } from "react";
import { FormControl, FormField, fieldIds } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { contactCopy, contactLimits, contactServices } from "@/content/contact";

const copy = contactCopy.form;
const idPrefix = "contact";
const consentId = fieldIds("consent", idPrefix).inputId;
const fieldCopy: Record<keyof typeof copy.fields, { label: string; hint?: string }> = copy.fields;

/** What FormField needs for one field: its name and ids, its label and hint. */
function formField(name: keyof typeof copy.fields) {
  const { label, hint } = fieldCopy[name];
  return { name, idPrefix, label, hint };
}

/**
 * The form's fields with the browser's own rules only (spec §5): `required` on name, email,
 * phone and consent; `type="email"` and `type="tel"`. No custom messages.
 */
export function ContactFields({ firstFieldRef }: { firstFieldRef?: Ref<HTMLInputElement> }) {
  const { fields } = copy;
  return (
    <>
      <FormField {...formField("name")}>
        <FormControl>
          <Input
            ref={firstFieldRef}
            name="name"
            maxLength={contactLimits.name}
            type="text"
            required
            autoComplete={fields.name.autoComplete}
          />
        </FormControl>
      </FormField>
      <div className="grid gap-6 sm:grid-cols-2">
        <FormField {...formField("email")}>
          <FormControl>
            <Input
              name="email"
              maxLength={contactLimits.email}
              type="email"
              required
              autoComplete={fields.email.autoComplete}
              spellCheck={false}
            />
          </FormControl>
        </FormField>
        <FormField {...formField("phone")}>
          <FormControl>
            <Input
              name="phone"
              type="tel"
              required
              maxLength={contactLimits.phone}
              autoComplete={fields.phone.autoComplete}
            />
          </FormControl>
        </FormField>
      </div>
      <FormField {...formField("service")}>
        <FormControl>
          <NativeSelect
            name="service"
            defaultValue=""
            placeholder={fields.service.placeholder}
            options={contactServices}
          />
        </FormControl>
      </FormField>
      <FormField {...formField("message")}>
        <FormControl>
          <Textarea name="message" rows={fields.message.rows} maxLength={contactLimits.message} />
        </FormControl>
      </FormField>
      <div className="flex items-start gap-3">
        {/* A native checkbox, so the browser's `required` check applies to it. */}
        <input
          id={consentId}
          name="consent"
          type="checkbox"
          required
          className="mt-0.5 size-6 shrink-0 cursor-pointer accent-brand-700"
        />
        <label htmlFor={consentId} className="cursor-pointer">
          {copy.consent.before}
          <a
            href={copy.consent.href}
            className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            {copy.consent.link}
          </a>
          {copy.consent.after}
        </label>
      </div>
    </>
  );
}
