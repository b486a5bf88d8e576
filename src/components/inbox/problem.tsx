import { Icon } from "@/components/ui/icon";

/** An error in words, announced when it appears. */
export function Problem({ text }: { text: string }) {
  if (!text) return null;
  return (
    <p role="alert" className="flex items-start gap-2 font-semibold text-danger">
      <Icon name="circle-exclamation-point" className="mt-1 size-5 shrink-0" />
      <span>{text}</span>
    </p>
  );
}
