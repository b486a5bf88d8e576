import { Icon } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";
import { LinkButton } from "@/components/ui/link-button";
import { Card } from "@/components/ui/card";
import { siteConfig, telHref } from "@/content/site";
import { cn } from "@/lib/utils";
import { uiCopy } from "@/content/ui";

type CallToActionProps = {
  id: string;
  title: string;
  text: string;
  action: { label: string; href: string };
  /** `band`: full-width strip (above the footer); `card`: a rounded panel inside the page. */
  variant?: "band" | "card";
};

/** A heading, one sentence, the main action and a call button: every page's way to a person. */
export function CallToAction({ id, title, text, action, variant = "card" }: CallToActionProps) {
  const layout = "flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between";
  const content = (
    <>
      <div className="max-w-2xl">
        <h2 id={id} className="text-3xl sm:text-4xl">
          {title}
        </h2>
        <p className="mt-3 text-lg text-ink">{text}</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row lg:shrink-0">
        <LinkButton link={action} variant="accent" size="lg" />
        <Button asChild variant="secondary" size="lg">
          <a href={telHref(siteConfig.phone)}>
            <Icon name="phone" />
            {uiCopy.call} {siteConfig.phone.display}
          </a>
        </Button>
      </div>
    </>
  );
  // The band is one element: full width, its content lined up with the page's column by `.bleed`
  // (src/styles/header.css) instead of a container inside it (issue 32).
  if (variant === "band")
    return (
      <section aria-labelledby={id} className={cn(layout, "bleed bg-brand-50 py-12 lg:py-14")}>
        {content}
      </section>
    );
  return (
    <section aria-labelledby={id} className="container-page py-12 lg:py-16">
      <Card tone="tint" padding="lg" className={layout}>
        {content}
      </Card>
    </section>
  );
}
