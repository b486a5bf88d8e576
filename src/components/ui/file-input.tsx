import { Icon } from "@/components/ui/icon";
import { useRef, useState, type ReactNode } from "react";
import { clsx } from "clsx";
import { fileInputCopy as copy } from "@/content/file-input";
import { formatBytes } from "@/lib/forms/file-kind";
import { FormControl, FormField, fieldIds } from "./form-field";

type FileInputProps = {
  /** The field's name; with `idPrefix` it makes the ids (the error summary links to the input). */
  name: string;
  idPrefix?: string;
  label: ReactNode;
  /** Which types and sizes the form takes, in words. */
  hint?: ReactNode;
  /** What is wrong with the chosen files (the form checks them), by the field. */
  error?: string | undefined;
  /** The chosen files, in order; the form holds them. */
  files: readonly File[];
  /** The new list after a choice or a Remove. */
  onChange: (files: File[]) => void;
  /** More than one file: a choice adds to the list; otherwise it replaces the file. */
  multiple?: boolean;
  /** The file picker's filter (`acceptOf` in file-kind.ts); the form still checks the bytes. */
  accept?: string;
  /** Without it (before the island runs) the input has no name, so nothing is posted. */
  inputName?: string | undefined;
};

/**
 * A labelled file input in the FormField order (label, hint, error, control), the chosen files
 * under it (name, size, a Remove button each) and a polite live region that says what changed.
 * A native `<input type="file">`: keyboard and screen-reader users get the browser's own
 * picker; the button and each Remove are at least 44 px tall. Nothing is checked here: the
 * form checks kinds and sizes and passes the message as `error`.
 */
export function FileInput({
  name,
  idPrefix,
  label,
  hint,
  error,
  files,
  onChange,
  multiple = false,
  accept,
  inputName,
}: FileInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [announcement, setAnnouncement] = useState("");
  const listId = `${fieldIds(name, idPrefix).inputId}-list`;

  function choose(chosen: File[]) {
    if (chosen.length === 0) return;
    const next = multiple ? [...files, ...chosen] : chosen.slice(0, 1);
    onChange(next);
    const names = chosen.map((file) => file.name).join(", ");
    setAnnouncement(`${copy.added(names)} ${copy.count(next.length)}`);
  }

  function remove(index: number) {
    const file = files[index];
    if (!file) return;
    const next = files.filter((_, at) => at !== index);
    onChange(next);
    setAnnouncement(`${copy.removed(file.name)} ${copy.count(next.length)}`);
    inputRef.current?.focus();
  }

  return (
    <FormField name={name} idPrefix={idPrefix} label={label} hint={hint} error={error}>
      <FormControl>
        <input
          ref={inputRef}
          type="file"
          name={inputName}
          multiple={multiple}
          accept={accept}
          onChange={(event) => {
            choose([...(event.target.files ?? [])]);
            // The same file chosen again (after a Remove) fires change again.
            event.target.value = "";
          }}
          className={clsx(
            "block w-full max-w-full min-w-0 rounded-md text-base text-ink",
            "file:mr-4 file:min-h-11 file:cursor-pointer file:rounded-md file:border-2 file:border-brand-700",
            "file:bg-canvas file:px-4 file:py-2 file:font-semibold file:text-brand-800",
            "hover:file:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2",
            "aria-invalid:file:border-danger",
          )}
        />
      </FormControl>
      {files.length > 0 ? (
        <ul id={listId} aria-label={copy.chosen} className="flex flex-col gap-2">
          {files.map((file, index) => (
            <li
              key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-line bg-surface py-1 pr-1 pl-3"
            >
              <Icon name="file-text" className="size-5 shrink-0 text-brand-700" />
              <span className="min-w-0 flex-1 break-all">
                {file.name}{" "}
                <span className="whitespace-nowrap text-muted">({formatBytes(file.size)})</span>
              </span>
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={copy.removeName(file.name)}
                className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md px-3 font-semibold text-brand-800 underline underline-offset-4 hover:bg-brand-50"
              >
                <Icon name="x" className="size-4" />
                {copy.remove}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </FormField>
  );
}
