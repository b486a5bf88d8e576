import { Icon } from "@/components/ui/icon";
import { contactCopy } from "@/content/contact";
import { Card } from "@/components/ui/card";

const copy = contactCopy.trust;
const icons = ["badge-check", "clock", "map-pinned"] as const;

/** 'Medicare Certified', 'Easy to Reach', 'Local Expertise'. */
export function TrustPanel() {
  return (
    <Card asChild tone="inverse">
      <section aria-labelledby="contact-trust-title">
        <h2 id="contact-trust-title" className="text-2xl text-white sm:text-3xl">
          {copy.title}
        </h2>
        {/* Drawn as it comes near (issue 32), the list, not the card: the dark card stays drawn
            behind it, so a contrast check finds its colour (the footer's reason). */}
        <ul
          className="mt-6 flex flex-col gap-5 render-when-near [--near-height-lg:400px] [--near-height:500px]"
          data-trust-panel
        >
          {copy.items.map((item, index) => {
            const icon = icons[index] ?? "badge-check";
            return (
              // A grid, the icon over both rows: the title and text need no wrapper (issue 32).
              <li key={item.title} className="grid grid-cols-[auto_1fr] items-start gap-x-4">
                <Icon
                  name={icon}
                  strokeWidth={1.75}
                  className="row-span-2 mt-1 size-6 shrink-0 text-brand-100"
                />
                <h3 className="text-xl text-white">{item.title}</h3>
                <p className="mt-1 text-brand-100">{item.text}</p>
              </li>
            );
          })}
        </ul>
      </section>
    </Card>
  );
}
