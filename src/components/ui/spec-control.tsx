import type { ChangeEvent } from "react";
import { Input } from "./input";
import { NativeSelect } from "./native-select";
import { Textarea } from "./textarea";

/** A one-line text field: its type, autocomplete and width on larger screens. */
type TextSpec = {
  kind: "input";
  type: "text" | "tel" | "email";
  autoComplete: string;
  /** Width on larger screens, sized to the content. */
  width: string;
  /** Numbers, codes, dates and addresses: no spell check, no capital first letter. */
  code?: boolean;
};
type SelectSpec = {
  kind: "select";
  placeholder: string;
  options: readonly { value: string; label: string }[];
};
/** Which control a form's field is, written once a form in its `*-controls.ts` table. */
export type ControlSpec = TextSpec | { kind: "textarea"; rows: number } | SelectSpec;

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type SpecControlProps = {
  spec: ControlSpec;
  /** The field's registration; `name` is undefined until the island runs. */
  name: string | undefined;
  ref: (control: FieldElement | null) => void;
  onChange: (event: ChangeEvent<FieldElement>) => void;
  maxLength?: number | undefined;
  /** From FormControl: the field's id and what describes it. */
  id?: string;
  "aria-invalid"?: boolean | undefined;
  "aria-describedby"?: string | undefined;
};

/**
 * The control a spec describes, with the field's registration on it. Put it in FormControl,
 * which gives it the field's id and description as it would the control itself.
 */
export function SpecControl({ spec, maxLength, ...props }: SpecControlProps) {
  if (spec.kind === "input")
    return (
      <Input
        {...props}
        type={spec.type}
        autoComplete={spec.autoComplete}
        maxLength={maxLength}
        spellCheck={spec.code ? false : undefined}
        autoCapitalize={spec.code ? "none" : undefined}
        className={spec.width}
      />
    );
  if (spec.kind === "textarea")
    return <Textarea {...props} rows={spec.rows} maxLength={maxLength} />;
  return (
    <NativeSelect
      {...props}
      className="sm:max-w-md"
      placeholder={spec.placeholder}
      options={spec.options}
    />
  );
}
