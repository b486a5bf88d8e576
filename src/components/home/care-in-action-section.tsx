import type { ReactNode } from "react";
import { SectionHeading } from "@/components/ui/section-heading";
import { careInAction } from "@/content/home";

/**
 * #care-in-action: the heading and (as `children`) the rotating picture strip island, on large
 * screens only (spec §2).
 */
export function CareInActionSection({ children }: { children: ReactNode }) {
  const { title, description } = careInAction;
  return (
    <section
      id="care-in-action"
      aria-labelledby="care-in-action-title"
      className="hidden py-16 lg:block lg:py-24"
    >
      <div className="container-page">
        <SectionHeading id="care-in-action-title" title={title} description={description} />
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
