import type { Ref } from "react";
import { CircleCheck, ClipboardList, Clock, Phone, type LucideIcon } from "lucide-react";
import { clsx } from "clsx";
import { buttonVariants } from "@/components/ui/button-variants";
import { siteConfig, telHref } from "@/content/site";
import { uiCopy } from "@/content/ui";
import { verificationCopy as copy, type VerificationResult } from "@/content/verification";

const looks: Record<VerificationResult, { icon: LucideIcon; tile: string }> = {
  verified: { icon: CircleCheck, tile: "bg-brand-50 text-success" },
  pending: { icon: Clock, tile: "bg-brand-50 text-brand-700" },
  "needs-review": { icon: ClipboardList, tile: "bg-accent-50 text-accent-700" },
};

type VerificationResultScreenProps = {
  result: VerificationResult;
  onReset: () => void;
  headingLevel: 2 | 3;
  headingRef: Ref<HTMLHeadingElement>;
};

/** The screen after a submit: heading, what happens next, start again, or call us. */
export function VerificationResultScreen({
  result,
  onReset,
  headingLevel,
  headingRef,
}: VerificationResultScreenProps) {
  const { heading, text, more } = copy.results[result];
  const { icon: Icon, tile } = looks[result];
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="flex flex-col items-start gap-5" data-result={result}>
      <span
        aria-hidden="true"
        className={clsx("flex size-14 items-center justify-center rounded-full", tile)}
      >
        <Icon strokeWidth={1.75} className="size-8" />
      </span>
      <Heading
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl leading-snug font-bold text-brand-900 sm:text-3xl"
      >
        {heading}
      </Heading>
      <div className="flex max-w-prose flex-col gap-2 text-xl">
        <p className="font-semibold">{text}</p>
        <p className="text-base text-muted">{more}</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <button type="button" onClick={onReset} className={buttonVariants({ variant: "primary" })}>
          {copy.buttons.again}
        </button>
        <a href={telHref(siteConfig.phone)} className={buttonVariants({ variant: "secondary" })}>
          <Phone aria-hidden="true" strokeWidth={1.75} />
          {uiCopy.callUs(siteConfig.phone.display)}
        </a>
      </div>
    </div>
  );
}
