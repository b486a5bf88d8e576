import { Icon } from "@/components/ui/icon";
import { JsonLd } from "@/components/ui/json-ld";
import type { Crumb } from "@/lib/breadcrumbs";
import { breadcrumbJsonLd } from "@/lib/jsonld";
import { uiCopy } from "@/content/ui";
import { cn } from "@/lib/utils";

type BreadcrumbProps = {
  items: readonly Crumb[];
  /** `inverse` for dark banners. */
  tone?: "default" | "inverse";
  className?: string;
};

/**
 * Home, optional intermediate links, then the current page as plain text; with the same trail
 * as BreadcrumbList structured data, so no page writes it twice.
 */
export function Breadcrumb({ items, tone = "default", className }: BreadcrumbProps) {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(items)} />
      <nav aria-label={uiCopy.breadcrumb} className={className}>
        <ol
          className={cn(
            "flex flex-wrap items-center gap-x-1 gap-y-1 text-sm",
            tone === "inverse" ? "text-white" : "text-muted",
          )}
        >
          {items.map((crumb, index) => {
            const last = index === items.length - 1;
            return (
              <li key={`${crumb.label}-${index}`} className="flex items-center gap-1">
                {!last ? (
                  <a
                    href={crumb.href}
                    className={cn(
                      "rounded-sm underline decoration-1 underline-offset-4 hover:decoration-2",
                      tone === "inverse" ? "text-white" : "text-brand-700",
                    )}
                  >
                    {crumb.label}
                  </a>
                ) : (
                  <span aria-current={last ? "page" : undefined} className="font-semibold">
                    {crumb.label}
                  </span>
                )}
                {!last && <Icon name="chevron-right" className="size-4 shrink-0" />}
              </li>
            );
          })}
        </ol>
      </nav>
    </>
  );
}
