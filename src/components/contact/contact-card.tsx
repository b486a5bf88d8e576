import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";

type ContactCardProps = {
  /** The h2's id; the section is labelled by it. */
  id: string;
  title: string;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
};

/** One of /contact's cards: a section on a card, named by its h2. */
export function ContactCard({
  id,
  title,
  className,
  headingClassName = "text-2xl sm:text-3xl",
  children,
}: ContactCardProps) {
  return (
    <Card asChild>
      <section aria-labelledby={id} className={className}>
        <h2 id={id} className={headingClassName}>
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}
