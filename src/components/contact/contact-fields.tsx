import Link from "next/link";
import type { Ref } from "react";
import { Field, FieldHint, fieldIds } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { contactCopy, contactServices } from "@/content/contact";

const copy = contactCopy.form;
const ids = {
  name: fieldIds("name", "contact"),
  email: fieldIds("email", "contact"),
  phone: fieldIds("phone", "contact"),
  service: fieldIds("service", "contact"),
  message: fieldIds("message", "contact"),
  consent: fieldIds("consent", "contact"),
};

/**
 * The form's fields with the browser's own rules only (spec §5): `required` on name, email,
 * phone and consent; `type="email"` and `type="tel"`. No custom messages.
 */
export function ContactFields({ firstFieldRef }: { firstFieldRef?: Ref<HTMLInputElement> }) {
  const { fields } = copy;
  return (
    <>
      <Field>
        <Label htmlFor={ids.name.inputId}>{fields.name.label}</Label>
        <Input
          ref={firstFieldRef}
          id={ids.name.inputId}
          name="name"
          type="text"
          required
          autoComplete={fields.name.autoComplete}
        />
      </Field>
      <div className="grid gap-6 sm:grid-cols-2">
        <Field>
          <Label htmlFor={ids.email.inputId}>{fields.email.label}</Label>
          <Input
            id={ids.email.inputId}
            name="email"
            type="email"
            required
            autoComplete={fields.email.autoComplete}
            spellCheck={false}
          />
        </Field>
        <Field>
          <Label htmlFor={ids.phone.inputId}>{fields.phone.label}</Label>
          <Input
            id={ids.phone.inputId}
            name="phone"
            type="tel"
            required
            autoComplete={fields.phone.autoComplete}
          />
        </Field>
      </div>
      <Field>
        <Label htmlFor={ids.service.inputId}>{fields.service.label}</Label>
        <FieldHint id={ids.service.hintId}>{fields.service.hint}</FieldHint>
        <NativeSelect
          id={ids.service.inputId}
          name="service"
          defaultValue=""
          aria-describedby={ids.service.hintId}
        >
          <option value="">{fields.service.placeholder}</option>
          {contactServices.map((service) => (
            <option key={service} value={service}>
              {service}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field>
        <Label htmlFor={ids.message.inputId}>{fields.message.label}</Label>
        <FieldHint id={ids.message.hintId}>{fields.message.hint}</FieldHint>
        <Textarea
          id={ids.message.inputId}
          name="message"
          rows={fields.message.rows}
          aria-describedby={ids.message.hintId}
        />
      </Field>
      <div className="flex items-start gap-3">
        {/* A native checkbox, so the browser's `required` check applies to it. */}
        <input
          id={ids.consent.inputId}
          name="consent"
          type="checkbox"
          required
          className="mt-0.5 size-6 shrink-0 cursor-pointer accent-brand-700"
        />
        <label htmlFor={ids.consent.inputId} className="cursor-pointer">
          {copy.consent.before}
          <Link
            prefetch={false}
            href={copy.consent.href}
            className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            {copy.consent.link}
          </Link>
          {copy.consent.after}
        </label>
      </div>
    </>
  );
}
