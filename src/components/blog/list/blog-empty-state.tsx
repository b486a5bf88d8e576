import { Icon } from "@/components/ui/icon";
import { buttonVariants } from "@/components/ui/button-variants";
import { blogListCopy as copy } from "@/content/blog/list-copy";
import { Card } from "@/components/ui/card";

/** No article matches: the spec's message and hint, and a button that shows every article. */
export function BlogEmptyState({ onViewAll }: { onViewAll: () => void }) {
  return (
    <Card asChild tone="quiet" padding="none">
      <div className="mt-6 flex flex-col items-center gap-4 px-6 py-12 text-center">
        <Icon name="search-x" className="size-12 text-brand-700" strokeWidth={1.5} />
        <p className="text-2xl font-bold text-ink">{copy.empty.title}</p>
        <p className="max-w-prose text-lg text-muted">{copy.empty.hint}</p>
        <button type="button" onClick={onViewAll} className={buttonVariants({ size: "lg" })}>
          {copy.empty.viewAll}
        </button>
      </div>
    </Card>
  );
}
