import type { ReactNode, Ref } from "react";
import { Icon } from "@/components/ui/icon";
import { intakeCopy } from "@/content/intake";

/** "Your reference BC-…" on a sending form's confirmation (contact, referral, application). */
function ReferenceLine({ reference }: { reference: string }) {
  return (
    <p>
      {intakeCopy.reference}{" "}
      <strong className="font-mono text-xl tracking-wider" data-reference>
        {reference}
      </strong>
    </p>
  );
}

type ConfirmedProps = {
  title: string;
  reference: string;
  /** The heading takes focus when the confirmation replaces the form. */
  headingRef: Ref<HTMLHeadingElement>;
  /** What this form's confirmation says after the reference. */
  children: ReactNode;
};

/**
 * The top of a stored request's confirmation (contact, referral, application): the check mark
 * beside a column with the heading, the reference, then the form's own lines. The caller's
 * element around it sets the layout.
 */
export function Confirmed({ title, reference, headingRef, children }: ConfirmedProps) {
  return (
    <>
      <Icon name="circle-check" strokeWidth={1.75} className="size-8 shrink-0 text-success" />
      <div className="flex min-w-0 flex-col gap-3">
        <h3 ref={headingRef} tabIndex={-1} className="text-2xl">
          {title}
        </h3>
        <ReferenceLine reference={reference} />
        {children}
      </div>
    </>
  );
}
