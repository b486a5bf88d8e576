import { AlertCircle } from "lucide-react";

/** An error in words, announced when it appears. */
export function Problem({ text }: { text: string }) {
  if (!text) return null;
  return (
    <p role="alert" className="flex items-start gap-2 font-semibold text-danger">
      <AlertCircle aria-hidden="true" className="mt-1 size-5 shrink-0" />
      <span>{text}</span>
    </p>
  );
}
