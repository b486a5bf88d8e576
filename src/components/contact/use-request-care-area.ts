import { useEffect } from "react";
import { contactCopy } from "@/content/contact";
import { REQUEST_CARE_EVENT, takeRequestArea } from "@/lib/request-care";

type MessageField = {
  getValue: (name: "message") => unknown;
  setValue: (name: "message", value: string) => void;
};

/**
 * "Request care" from the ZIP check: the ZIP code or town it handed over in sessionStorage
 * (see `request-care.ts`) starts the message field, once, as the form hydrates, or when the
 * check on the same page sends `REQUEST_CARE_EVENT`. What the visitor typed stays after it.
 * A message field, rather than a new ZIP field: the request's fields, the API's schema and the
 * inbox stay as they are, and the visitor sees and can edit exactly what will be sent.
 */
export function useRequestCareArea({ getValue, setValue }: MessageField) {
  useEffect(() => {
    const fill = () => {
      const area = takeRequestArea(window.sessionStorage);
      if (!area) return;
      const note = contactCopy.form.areaNote(area);
      const message = String(getValue("message") ?? "");
      if (message.startsWith(note)) return;
      setValue("message", message ? `${note}\n${message}` : note);
    };
    fill();
    window.addEventListener(REQUEST_CARE_EVENT, fill);
    return () => window.removeEventListener(REQUEST_CARE_EVENT, fill);
  }, [getValue, setValue]);
}
