"use client";

import clsx from "clsx";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { buttonVariants } from "@/components/ui/button-variants";
import { blogListCopy as copy } from "@/content/blog/list-copy";
import { paginationItems } from "@/lib/pagination";

type BlogPaginationProps = {
  pageCount: number;
  page: number;
  onPageChange: (page: number) => void;
};

/** Previous, page numbers (spec §9 rule) and Next; nothing with one page or none. */
export function BlogPagination({ pageCount, page, onPageChange }: BlogPaginationProps) {
  const items = paginationItems(pageCount, page);
  if (items.length === 0) return null;
  const step = buttonVariants({ variant: "secondary", size: "md" });
  return (
    <nav aria-label={copy.pagination.label} className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          <button
            type="button"
            className={step}
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeft aria-hidden="true" />
            {copy.pagination.previous}
          </button>
        </li>
        {items.map((item) =>
          typeof item === "number" ? (
            <li key={item}>
              <button
                type="button"
                aria-label={copy.pagination.page(item)}
                aria-current={item === page ? "page" : undefined}
                onClick={() => item !== page && onPageChange(item)}
                className={clsx(
                  buttonVariants({ variant: item === page ? "primary" : "ghost", size: "md" }),
                  "min-w-12 px-3 tabular-nums",
                )}
              >
                {item}
              </button>
            </li>
          ) : (
            <li
              key={item}
              aria-hidden="true"
              className="flex min-h-12 min-w-8 items-center justify-center text-lg text-muted"
            >
              {copy.pagination.ellipsis}
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={step}
            disabled={page >= pageCount}
            onClick={() => onPageChange(page + 1)}
          >
            {copy.pagination.next}
            <ChevronRight aria-hidden="true" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
