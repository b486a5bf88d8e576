import { Icon } from "@/components/ui/icon";
import { clsx } from "clsx";

type LanguageHelpNoteProps = {
  copy: { lead: string; link: string; href: `/${string}` };
  className?: string;
};

/** One line under a form: free language assistance and aids exist, with the link to the notice. */
export function LanguageHelpNote({ copy, className }: LanguageHelpNoteProps) {
  return (
    <p className={clsx("flex items-start gap-3", className)}>
      <Icon name="languages" strokeWidth={1.75} className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <span>
        {copy.lead}{" "}
        <a
          href={copy.href}
          className="rounded-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          {copy.link}
        </a>
      </span>
    </p>
  );
}
