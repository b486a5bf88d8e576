import { useId } from "react";
import { LabelledControl } from "@/components/ui/labelled-control";
import { SearchInput } from "@/components/ui/search-input";
import { NativeSelect } from "@/components/ui/native-select";
import { blogCategories, categoryLabels, type BlogCategory } from "@/content/blog/categories";
import { blogListCopy as copy } from "@/content/blog/list-copy";
import { Card } from "@/components/ui/card";

type BlogFiltersProps = {
  query: string;
  category: BlogCategory | undefined;
  onQueryChange: (query: string) => void;
  onCategoryChange: (category: BlogCategory | undefined) => void;
  /** Until the island hydrates: the filters only work with JavaScript. */
  disabled?: boolean;
};

const toCategory = (value: string): BlogCategory | undefined =>
  blogCategories.find((category) => category === value);

/** The search box and the category dropdown (both labelled, both native controls). */
export function BlogFilters({
  query,
  category,
  onQueryChange,
  onCategoryChange,
  disabled = false,
}: BlogFiltersProps) {
  const searchId = useId();
  const categoryId = useId();
  return (
    <Card asChild tone="quiet" padding="sm">
      <form
        role="search"
        aria-label={copy.filtersLabel}
        onSubmit={(event) => event.preventDefault()}
        // Search and the category filter need the island: hidden without it (the list reads).
        className="grid gap-5 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:items-end noscript:hidden"
      >
        <LabelledControl id={searchId} label={copy.search.label}>
          <SearchInput
            id={searchId}
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
            placeholder={copy.search.placeholder}
            enterKeyHint="search"
            disabled={disabled}
          />
        </LabelledControl>
        <LabelledControl id={categoryId} label={copy.category.label}>
          <NativeSelect
            id={categoryId}
            value={category ?? ""}
            onChange={(event) => onCategoryChange(toCategory(event.target.value))}
            className="text-lg"
            placeholder={copy.category.all}
            options={blogCategories.map((value) => ({ value, label: categoryLabels[value] }))}
            disabled={disabled}
          />
        </LabelledControl>
      </form>
    </Card>
  );
}
