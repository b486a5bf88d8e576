import { useCallback, useState } from "react";
import clsx from "clsx";
import { faqCopy, faqItemsFor, type FaqFilter, type FaqItem } from "@/content/faq";
import { useHydrated } from "@/components/ui/use-hydrated";
import { FaqQuestion } from "./faq-question";

type FaqBrowserProps = { items: readonly FaqItem[]; className?: string };

/**
 * Category filter (default All) and the questions; any number can be open at once. Until it
 * hydrates (or without JavaScript) every answer is shown and the buttons are disabled.
 */
export function FaqBrowser({ items, className }: FaqBrowserProps) {
  const hydrated = useHydrated();
  const [filter, setFilter] = useState<FaqFilter>("all");
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set());
  const shown = faqItemsFor(filter, items);

  const setItemOpen = useCallback((id: string, open: boolean) => {
    setOpenIds((previous) => {
      if (previous.has(id) === open) return previous;
      const next = new Set(previous);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  return (
    <div className={className}>
      <div
        role="group"
        aria-label={faqCopy.filtersLabel}
        // The topic filter needs the island; without it every question shows.
        className="flex flex-wrap gap-2 noscript:hidden"
      >
        {faqCopy.filters.map((option) => (
          <button
            key={option.id}
            type="button"
            aria-pressed={filter === option.id}
            disabled={!hydrated}
            onClick={() => setFilter(option.id)}
            className={clsx(
              "min-h-11 cursor-pointer rounded-full border-2 border-brand-700 px-5 font-semibold text-brand-800",
              "hover:bg-brand-50 aria-pressed:bg-brand-700 aria-pressed:text-white",
            )}
          >
            {option.label}
          </button>
        ))}
      </div>
      <p role="status" className="mt-4 font-semibold text-muted" data-faq-count>
        {faqCopy.shownCount(shown.length)}
      </p>
      <ul className="mt-4 border-t border-line" data-faq-list>
        {shown.map((item) => (
          <FaqQuestion
            key={item.id}
            item={item}
            open={openIds.has(item.id)}
            interactive={hydrated}
            onOpenChange={setItemOpen}
          />
        ))}
      </ul>
    </div>
  );
}
