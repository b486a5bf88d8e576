import { intakeCopy } from "@/content/intake";

/** "Your reference BC-…" on a sending form's confirmation (contact, referral, application). */
export function ReferenceLine({ reference }: { reference: string }) {
  return (
    <p>
      {intakeCopy.reference}{" "}
      <strong className="font-mono text-xl tracking-wider" data-reference>
        {reference}
      </strong>
    </p>
  );
}
