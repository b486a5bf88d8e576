import { FormControl, FormField } from "@/components/ui/form-field";
import { FileInput } from "@/components/ui/file-input";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { fieldName } from "@/components/intake/intake-form";
import type { FieldBinding } from "@/components/intake/field-binding";
import {
  applicationCopy,
  applicationLimits as limits,
  availabilities,
  licenceTypes,
} from "@/content/application";
import { counties, countyTitle } from "@/content/counties";
import { acceptOf } from "@/lib/forms/file-kind";
import { ATTACHMENT_LIMITS } from "@/shared/wire/attachment-limits";
import type { ApplicationFormValues as ApplicationInput } from "@/lib/forms/application-form";

export const applicationIdPrefix = "apply";
const idPrefix = applicationIdPrefix;
const { fields: fieldCopy } = applicationCopy;

type ApplicationFieldsProps = {
  /** The form's fields (`bindFields`). */
  fields: FieldBinding<keyof ApplicationInput & string>;
  counties: readonly string[];
  onCounties: (names: string[]) => void;
  resume: readonly File[];
  onResume: (files: File[]) => void;
  resumeError: string | undefined;
};

/** The application's fields, in one column (the apply card is narrow beside the posting). */
export function ApplicationFields(props: ApplicationFieldsProps) {
  const { control, hydrated } = props.fields;
  const field = (name: keyof typeof fieldCopy & keyof ApplicationInput) =>
    props.fields.field(name, fieldCopy[name]);
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
            placeholder={fieldCopy.licenceType.placeholder}
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
              placeholder={fieldCopy.availability.placeholder}
              options={availabilities}
            />
          </FormControl>
        </FormField>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold">{fieldCopy.counties.label}</legend>
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
        label={fieldCopy.resume.label}
        hint={fieldCopy.resume.hint}
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
