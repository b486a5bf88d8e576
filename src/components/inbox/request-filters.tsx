import { useId } from "react";
import { NativeSelect } from "@/components/ui/native-select";
import { inboxViewCopy } from "@/content/inbox";
import { FORM_TYPE_OPTIONS, STATUS_LABELS } from "@/lib/inbox/format";
import type { Filters } from "./use-request-feed";

const STATUS_OPTIONS = Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label }));
const TYPE_OPTIONS = FORM_TYPE_OPTIONS.map(([value, label]) => ({ value, label }));
const copy = inboxViewCopy.list;
const ASSIGNEE_OPTIONS = [
  { value: "me", label: copy.me },
  { value: "none", label: copy.noOne },
];

/** Status, type and assignee filters; each change reloads the list. */
export function RequestFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (filters: Filters) => void;
}) {
  const id = useId();
  const field = (
    name: keyof Filters,
    label: string,
    options: { value: string; label: string }[],
    all: string,
  ) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${name}`} className="font-semibold">
        {label}
      </label>
      <NativeSelect
        id={`${id}-${name}`}
        value={filters[name]}
        placeholder={all}
        options={options}
        onChange={(event) => onChange({ ...filters, [name]: event.target.value })}
      />
    </div>
  );
  return (
    <fieldset className="grid gap-4 sm:grid-cols-3">
      <legend className="sr-only">{copy.filters}</legend>
      {field("status", copy.status, STATUS_OPTIONS, copy.anyStatus)}
      {field("type", copy.type, TYPE_OPTIONS, copy.anyType)}
      {field("assignee", copy.assignee, ASSIGNEE_OPTIONS, copy.anyone)}
    </fieldset>
  );
}
