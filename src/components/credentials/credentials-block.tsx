import { Icon } from "@/components/ui/icon";
import { Card } from "@/components/ui/card";
import { careCompareRatingsLink, credentialChecks, credentialsCopy } from "@/content/credentials";
import { factValue, placeholderAttrs } from "@/shared/placeholder";
import { cn } from "@/lib/utils";

/** Standalone links at least 44 px tall; the icon follows the last word when the text wraps. */
const linkClass =
  "inline-block py-2.5 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900";
const iconClass = "ml-1.5 inline size-4 align-[-2px]";

/**
 * "Check our credentials": the license number, Medicare CCN and NPI, each with a link to the
 * public register that confirms it (on /certificates and with the home page's badges).
 */
export function CredentialsBlock({
  headingLevel = "h2",
  className,
}: {
  headingLevel?: "h2" | "h3";
  className?: string;
}) {
  const Heading = headingLevel;
  return (
    <Card asChild tone="tint">
      <section
        aria-labelledby="credentials-title"
        data-credentials
        className={cn("flex flex-col gap-4", className)}
      >
        <Heading id="credentials-title" className="text-2xl sm:text-3xl">
          {credentialsCopy.title}
        </Heading>
        <p className="max-w-prose">{credentialsCopy.text}</p>
        <dl className="grid gap-4 md:grid-cols-3">
          {credentialChecks.map((check) => (
            <div key={check.id} data-credential={check.id} className="flex flex-col gap-1">
              <dt className="font-semibold text-brand-900">{check.label}</dt>
              <dd {...placeholderAttrs(check.value)} className="text-muted">
                {factValue(check.value)}
              </dd>
              <dd>
                <a href={check.register.href} className={linkClass}>
                  {check.register.label}
                  <Icon name="external-link" strokeWidth={1.75} className={iconClass} />
                </a>
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </Card>
  );
}

/** "See our Medicare Care Compare ratings", beside a patient satisfaction figure. */
export function CareCompareLink() {
  return (
    <p className="mt-4 text-center" data-care-compare>
      <a href={careCompareRatingsLink.href} className={linkClass}>
        {careCompareRatingsLink.label}
        <Icon name="external-link" strokeWidth={1.75} className={iconClass} />
      </a>
    </p>
  );
}
