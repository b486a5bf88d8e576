import { FormControl, FormField } from "@/components/ui/form-field";
import { FileInput } from "@/components/ui/file-input";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import type { Register } from "@/components/ui/use-schema-form";
import { fieldName } from "@/components/intake/intake-form";
import {
  applicationCopy,
  applicationLimits as limits,
  availabilities,
  licenceTypes,
} from "@/content/application";
import { counties, countyTitle } from "@/content/counties";
import { acceptOf } from "@/lib/forms/file-kind";
import { ATTACHMENT_LIMITS } from "@/shared/wire/attachment-limits";
import type { FormErrors } from "@/lib/forms/lazy-schema";
import type { ApplicationFormValues as ApplicationInput } from "@/lib/forms/application-form";

export const applicationIdPrefix = "apply";
const idPrefix = applicationIdPrefix;
const { fields } = applicationCopy;

type ApplicationFieldsProps = {
  register: Register<ApplicationInput>;
  errors: FormErrors;
  hydrated: boolean;
  counties: readonly string[];
  onCounties: (names: string[]) => void;
  resume: readonly File[];
  onResume: (files: File[]) => void;
  resumeError: string | undefined;
};

/** The application's fields, in one column (the apply card is narrow beside the posting). */
export function ApplicationFields(props: ApplicationFieldsProps) {
  const { register, errors, hydrated } = props;
  const field = (name: keyof typeof fields & keyof ApplicationInput) => {
    const copy: { label: string; hint?: string } = fields[name];
    return { name, idPrefix, label: copy.label, hint: copy.hint, error: errors[name]?.message };
  };
  const control = (name: keyof ApplicationInput) => ({
    ...register(name),
    name: fieldName(name, hydrated),
  });
  return (
    <>
      <FormField {...field("name")}>
        <FormControl>
          <Input {...control("name")} maxLength={limits.name} autoComplete="name" />
        </FormControl>
      </FormField>
      <div className="grid gap-6">
        <FormField {...field("phone")}>
          <FormControl>
            <Input {...control("phone")} type="tel" maxLength={limits.phone} autoComplete="tel" />
          </FormControl>
        </FormField>
        <FormField {...field("email")}>
          <FormControl>
            <Input
              {...control("email")}
              type="email"
              maxLength={limits.email}
              autoComplete="email"
              spellCheck={false}
            />
          </FormControl>
        </FormField>
      </div>
      <FormField {...field("licenceType")}>
        <FormControl>
          <NativeSelect
            {...control("licenceType")}
            placeholder={fields.licenceType.placeholder}
            options={licenceTypes}
          />
        </FormControl>
      </FormField>
      <div className="grid gap-6">
        <FormField {...field("licenceNumber")}>
          <FormControl>
            <Input
              {...control("licenceNumber")}
              maxLength={limits.licenceNumber}
              autoComplete="off"
            />
          </FormControl>
        </FormField>
        <FormField {...field("licenceState")}>
          <FormControl>
            <Input
              {...control("licenceState")}
              maxLength={limits.licenceState}
              autoComplete="off"
            />
          </FormControl>
        </FormField>
      </div>
      <div className="grid gap-6">
        <FormField {...field("yearsExperience")}>
          <FormControl>
            <Input
              {...control("yearsExperience")}
              inputMode="numeric"
              maxLength={2}
              autoComplete="off"
            />
          </FormControl>
        </FormField>
        <FormField {...field("availability")}>
          <FormControl>
            <NativeSelect
              {...control("availability")}
              placeholder={fields.availability.placeholder}
              options={availabilities}
            />
          </FormControl>
        </FormField>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold">{fields.counties.label}</legend>
        <div className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
          {counties.map((county) => {
            const name = countyTitle(county.name);
            const id = `${idPrefix}-county-${county.id}`;
            return (
              <div key={county.id} className="flex min-h-11 items-center gap-3">
                <input
                  id={id}
                  type="checkbox"
                  name={fieldName("counties", hydrated)}
                  value={county.id}
                  checked={props.counties.includes(name)}
                  onChange={(event) =>
                    props.onCounties(
                      event.target.checked
                        ? [...props.counties, name]
                        : props.counties.filter((item) => item !== name),
                    )
                  }
                  className="size-6 shrink-0 cursor-pointer accent-brand-700"
                />
                <label htmlFor={id} className="cursor-pointer">
                  {name}
                </label>
              </div>
            );
          })}
        </div>
      </fieldset>
      <FileInput
        name="resume"
        idPrefix={idPrefix}
        label={fields.resume.label}
        hint={fields.resume.hint}
        error={props.resumeError}
        files={props.resume}
        onChange={props.onResume}
        accept={acceptOf(ATTACHMENT_LIMITS.application.kinds)}
        inputName={fieldName("resume", hydrated)}
      />
      <FormField {...field("note")}>
        <FormControl>
          <Textarea {...control("note")} rows={4} maxLength={limits.note} />
        </FormControl>
      </FormField>
    </>
  );
}
