import { FormControl, FormField, fieldIds } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import type { Register } from "@/components/ui/use-schema-form";
import { fieldName } from "@/components/intake/intake-form";
import { contactCopy, contactLimits, contactServices } from "@/content/contact";
import type { FormErrors } from "@/lib/forms/lazy-schema";
import type { ContactInput } from "@/lib/forms/contact-schema";
import { clsx } from "clsx";

const copy = contactCopy.form;
export const contactIdPrefix = "contact";
const idPrefix = contactIdPrefix;
const consentIds = fieldIds("consent", idPrefix);
const fieldCopy: Record<keyof typeof copy.fields, { label: string; hint?: string }> = copy.fields;

type ContactFieldsProps = {
  register: Register<ContactInput>;
  errors: FormErrors;
  /** Before the island runs the fields have no `name`, so an early post carries nothing. */
  hydrated: boolean;
};

/**
 * The form's fields, checked by the contact schema when the visitor sends (each message by its
 * field and in the error summary): `type="email"` and `type="tel"` for the right keyboard.
 */
export function ContactFields({ register, errors, hydrated }: ContactFieldsProps) {
  const { fields } = copy;
  const field = (name: keyof typeof copy.fields) => {
    const { label, hint } = fieldCopy[name];
    return { name, idPrefix, label, hint, error: errors[name]?.message };
  };
  const control = (name: keyof ContactInput) => ({
    ...register(name),
    name: fieldName(name, hydrated),
  });
  const consentError = errors.consent?.message;
  return (
    <>
      <FormField {...field("name")}>
        <FormControl>
          <Input
            {...control("name")}
            maxLength={contactLimits.name}
            type="text"
            autoComplete={fields.name.autoComplete}
          />
        </FormControl>
      </FormField>
      <div className="grid gap-6 sm:grid-cols-2">
        <FormField {...field("email")}>
          <FormControl>
            <Input
              {...control("email")}
              maxLength={contactLimits.email}
              type="email"
              autoComplete={fields.email.autoComplete}
              spellCheck={false}
            />
          </FormControl>
        </FormField>
        <FormField {...field("phone")}>
          <FormControl>
            <Input
              {...control("phone")}
              type="tel"
              maxLength={contactLimits.phone}
              autoComplete={fields.phone.autoComplete}
            />
          </FormControl>
        </FormField>
      </div>
      <FormField {...field("service")}>
        <FormControl>
          <NativeSelect
            {...control("service")}
            placeholder={fields.service.placeholder}
            options={contactServices}
          />
        </FormControl>
      </FormField>
      <FormField {...field("message")}>
        <FormControl>
          <Textarea
            {...control("message")}
            rows={fields.message.rows}
            maxLength={contactLimits.message}
          />
        </FormControl>
      </FormField>
      <div
        data-slot="field"
        data-invalid={consentError ? true : undefined}
        className={clsx("flex flex-col gap-2", consentError && "border-l-4 border-danger pl-4")}
      >
        {consentError ? (
          <p id={consentIds.errorId} className="font-semibold text-danger">
            {consentError}
          </p>
        ) : null}
        <div className="flex items-start gap-3">
          <input
            {...control("consent")}
            id={consentIds.inputId}
            type="checkbox"
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? consentIds.errorId : undefined}
            className="mt-0.5 size-6 shrink-0 cursor-pointer accent-brand-700"
          />
          <label htmlFor={consentIds.inputId} className="cursor-pointer">
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
      </div>
    </>
  );
}
