import { useId } from "react";
import { NativeSelect } from "@/components/ui/native-select";
import { fieldControlClasses } from "@/components/ui/input";
import { inboxListCopy as copy } from "@/content/inbox-list";
import { SORTS, type Sort } from "@/lib/inbox/sort-requests";

const SORT_OPTIONS = SORTS.map((value) => ({ value, label: copy.sorts[value] }));

/**
 * The search over the decrypted list and the order. Not a form and never in the URL: what is
 * typed (a name, a phone number) stays in this page's state, and filtering sends nothing.
 */
export function RequestSearch({
  query,
  sort,
  onQuery,
  onSort,
}: {
  query: string;
  sort: Sort;
  onQuery: (query: string) => void;
  onSort: (sort: Sort) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_14rem]">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-search`} className="font-semibold">
          {copy.search}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={query}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${id}-search-hint`}
          className={fieldControlClasses}
          onChange={(event) => onQuery(event.target.value)}
        />
        <p id={`${id}-search-hint`} className="text-sm text-muted">
          {copy.searchHint}
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-sort`} className="font-semibold">
          {copy.sort}
        </label>
        <NativeSelect
          id={`${id}-sort`}
          value={sort}
          options={SORT_OPTIONS}
          onChange={(event) => onSort(SORTS.find((value) => value === event.target.value) ?? "due")}
        />
      </div>
    </div>
  );
}
