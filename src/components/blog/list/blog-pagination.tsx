import { Icon } from "@/components/ui/icon";
import clsx from "clsx";
import type { ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { blogListCopy as copy } from "@/content/blog/list-copy";
import { blogPagePath } from "@/lib/blog/list-query";
import { paginationItems } from "@/lib/pagination";

type BlogPaginationProps = {
  pageCount: number;
  page: number;
  onPageChange: (page: number) => void;
  /**
   * Links to the prerendered pages (/blog, /blog/page/2...) instead of buttons: the HTML before
   * hydration, which works without JavaScript (only for the unfiltered list).
   */
  links?: boolean;
};

type StepProps = {
  target: number;
  enabled: boolean;
  links: boolean;
  onPageChange: (page: number) => void;
  children: ReactNode;
};

const step = buttonVariants({ variant: "secondary", size: "md" });

/** Previous or Next: a button, or a link (a disabled-looking span at either end). */
function Step({ target, enabled, links, onPageChange, children }: StepProps) {
  if (!links) {
    return (
      <button
        type="button"
        className={step}
        disabled={!enabled}
        onClick={() => onPageChange(target)}
      >
        {children}
      </button>
    );
  }
  return enabled ? (
    <a href={blogPagePath(target)} className={step}>
      {children}
    </a>
  ) : (
    <span aria-disabled="true" className={clsx(step, "pointer-events-none opacity-50")}>
      {children}
    </span>
  );
}

/** Previous, page numbers (spec §9 rule) and Next; nothing with one page or none. */
export function BlogPagination({
  pageCount,
  page,
  onPageChange,
  links = false,
}: BlogPaginationProps) {
  const items = paginationItems(pageCount, page);
  if (items.length === 0) return null;
  return (
    <nav aria-label={copy.pagination.label} className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          <Step target={page - 1} enabled={page > 1} links={links} onPageChange={onPageChange}>
            <Icon name="chevron-left" />
            {copy.pagination.previous}
          </Step>
        </li>
        {items.map((item) => {
          if (typeof item !== "number") {
            return (
              <li
                key={item}
                aria-hidden="true"
                className="flex min-h-12 min-w-8 items-center justify-center text-lg text-muted"
              >
                {copy.pagination.ellipsis}
              </li>
            );
          }
          const props = {
            "aria-label": copy.pagination.page(item),
            "aria-current": item === page ? ("page" as const) : undefined,
            className: clsx(
              buttonVariants({ variant: item === page ? "primary" : "ghost", size: "md" }),
              "min-w-12 px-3 tabular-nums",
            ),
          };
          return (
            <li key={item}>
              {links ? (
                <a href={blogPagePath(item)} {...props}>
                  {item}
                </a>
              ) : (
                <button
                  type="button"
                  onClick={() => item !== page && onPageChange(item)}
                  {...props}
                >
                  {item}
                </button>
              )}
            </li>
          );
        })}
        <li>
          <Step
            target={page + 1}
            enabled={page < pageCount}
            links={links}
            onPageChange={onPageChange}
          >
            {copy.pagination.next}
            <Icon name="chevron-right" />
          </Step>
        </li>
      </ul>
    </nav>
  );
}
