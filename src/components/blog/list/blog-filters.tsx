"use client";

import { Search } from "lucide-react";
import { useId } from "react";
import { NativeSelect } from "@/components/ui/native-select";
import { blogCategories, type BlogCategory } from "@/content/blog/categories";
import { blogListCopy as copy } from "@/content/blog/list-copy";

type BlogFiltersProps = {
  query: string;
  category: BlogCategory | undefined;
  onQueryChange: (query: string) => void;
  onCategoryChange: (category: BlogCategory | undefined) => void;
};

const toCategory = (value: string): BlogCategory | undefined =>
  blogCategories.find((category) => category === value);

/** The search box and the category dropdown (both labelled, both native controls). */
export function BlogFilters({
  query,
  category,
  onQueryChange,
  onCategoryChange,
}: BlogFiltersProps) {
  const searchId = useId();
  const categoryId = useId();
  return (
    <form
      role="search"
      aria-label={copy.filtersLabel}
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-5 rounded-xl border border-line bg-surface p-5 sm:p-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:items-end"
    >
      <div className="flex flex-col gap-2">
        <label htmlFor={searchId} className="font-semibold">
          {copy.search.label}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
          />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
            placeholder={copy.search.placeholder}
            autoComplete="off"
            enterKeyHint="search"
            className="min-h-12 w-full rounded-md border-2 border-muted bg-canvas py-2 pr-3 pl-11 text-lg placeholder:text-muted hover:border-ink"
          />
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor={categoryId} className="font-semibold">
          {copy.category.label}
        </label>
        <NativeSelect
          id={categoryId}
          value={category ?? ""}
          onChange={(event) => onCategoryChange(toCategory(event.target.value))}
          className="text-lg"
        >
          <option value="">{copy.category.all}</option>
          {blogCategories.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </NativeSelect>
      </div>
    </form>
  );
}
