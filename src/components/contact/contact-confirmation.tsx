import type { Ref } from "react";
import { CircleCheck } from "lucide-react";
import { contactCopy } from "@/content/contact";
import { Card } from "@/components/ui/card";
import { PhoneText } from "@/components/ui/phone-text";

/** The thank-you message that stands in for the form for 3 seconds; it takes focus. */
export function ContactConfirmation({ ref }: { ref?: Ref<HTMLDivElement> }) {
  const copy = contactCopy.confirmation;
  return (
    <Card asChild tone="success">
      <div ref={ref} tabIndex={-1} data-contact-confirmation className="flex items-start gap-4">
        <CircleCheck
          aria-hidden="true"
          strokeWidth={1.75}
          className="size-8 shrink-0 text-success"
        />
        <div className="flex flex-col gap-2">
          <h3 className="text-2xl">{copy.title}</h3>
          <p>
            <PhoneText text={copy.text} />
          </p>
        </div>
      </div>
    </Card>
  );
}
