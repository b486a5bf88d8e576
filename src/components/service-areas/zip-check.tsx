import { Icon } from "@/components/ui/icon";
import { useEffect, useRef, useState } from "react";
import { clsx } from "clsx";
import { PhoneLink } from "@/components/layout/phone-link";
import { buttonVariants } from "@/components/ui/button-variants";
import { FormControl, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useHydrated } from "@/components/ui/use-hydrated";
import { counties, countyTitle } from "@/content/counties";
import { zipCheckCopy as copy } from "@/content/zip-check";
import {
  checkArea,
  decodeZipTable,
  type AreaAnswer,
  type AreaError,
  type ZipTable,
} from "@/lib/zip-areas";
import { Credit, RequestCare } from "./zip-check-parts";

/** The table's own chunk (zip-table-data.ts, written at build by zip-table-vite.ts). */
const loadZipTable = () => import("@/lib/zip-table-data").then((module) => module.default);

function answerText(answer: AreaAnswer): string {
  switch (answer.status) {
    case "served":
      return copy.answers.served(answer.place, answer.counties, answer.ranked);
    case "partly":
      return copy.answers.partly(answer.place, answer.counties, answer.others);
    case "not-served":
      return copy.answers["not-served"](answer.place, answer.others);
    case "unlisted":
      return copy.answers.unlisted(answer.place);
    case "outside":
      return copy.answers.outside(answer.place);
  }
}

/** A tick for yes, a question mark for "call to confirm", a cross for no (beside the words). */
function AnswerIcon({ status }: { status: AreaAnswer["status"] }) {
  const props = {
    "aria-hidden": true,
    strokeWidth: 1.75,
    className: "mt-0.5 size-6 shrink-0 text-brand-700",
  } as const;
  if (status === "served") return <Icon name="circle-check" {...props} />;
  if (status === "partly" || status === "unlisted")
    return <Icon name="circle-question-mark" {...props} />;
  return <Icon name="circle-x" {...props} />;
}

/**
 * Do we serve your ZIP code or town? The table (`zipTable()`, built at build time) is not in the
 * page: the island imports it as its own cached chunk once it hydrates, that is once a visitor
 * comes to use it (issue 32: it was 14 kB of props on every page with the check). A check before
 * it has arrived waits for it; if it cannot arrive (offline) the answer is the phone number.
 * No <form>: nothing typed is ever sent anywhere; Enter or the button checks in the browser.
 * The server's HTML is the first client render (no shift at hydration), its Check button as
 * awake: on `/` a press before the script is held and given again (client:interact), so a faded
 * button would look dead and lie. Without JavaScript the field is hidden, a note points to the
 * county list and the phone.
 */
export function ZipCheck({
  loadTable = loadZipTable,
  idPrefix = "zip-check",
  countyList = true,
  className,
}: {
  /** Where the encoded table comes from (tests give their own). */
  loadTable?: () => Promise<string>;
  idPrefix?: string;
  /** False where the page lists the counties next to it already (/contact). */
  countyList?: boolean;
  className?: string;
}) {
  const hydrated = useHydrated();
  const table = useRef<Promise<ZipTable> | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const status = useRef<HTMLDivElement>(null);
  const [result, setResult] = useState<{
    error?: AreaError;
    answer?: AreaAnswer;
    unavailable?: boolean;
  }>({});
  const decoded = () => {
    const loading = (table.current ??= loadTable().then(decodeZipTable));
    // A failed download is tried again at the next check (the visitor may be back online).
    loading.catch(() => {
      if (table.current === loading) table.current = null;
    });
    return loading;
  };
  // Hydrated means a visitor is coming to use the check: fetch the table now, not at the press.
  useEffect(() => {
    decoded().catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration
  }, []);
  const check = async () => {
    if (!hydrated) return;
    const typed = input.current?.value ?? "";
    try {
      setResult(checkArea(await decoded(), typed));
    } catch {
      setResult({ unavailable: true });
    }
  };
  // On a phone the answer can land under the fold: bring it into view (no move if it is in view).
  useEffect(() => {
    if (result.answer) status.current?.scrollIntoView?.({ block: "nearest" });
  }, [result]);
  const error = result.error ? copy.errors[result.error] : undefined;
  const answer = result.answer;

  return (
    <div
      role="search"
      aria-label={copy.regionLabel}
      className={clsx("flex flex-col gap-3", className)}
      data-zip-check
      data-hydrated={hydrated ? "" : undefined}
    >
      <FormField
        name="area"
        idPrefix={idPrefix}
        label={copy.title}
        hint={copy.hint}
        error={error}
        className="noscript:hidden"
      >
        <div className="flex gap-2">
          <FormControl>
            <Input
              ref={input}
              name="area"
              autoComplete="postal-code"
              spellCheck={false}
              className="sm:max-w-xs"
              onKeyDown={(event) => {
                if (event.key === "Enter") void check();
              }}
            />
          </FormControl>
          <button
            type="button"
            className={buttonVariants({ className: "shrink-0" })}
            onClick={() => void check()}
          >
            {copy.button}
          </button>
        </div>
      </FormField>
      <p className="hidden noscript:block">
        {copy.noScript} <PhoneLink className="px-0" />
      </p>
      <div ref={status} role="status" data-zip-answer={answer?.status}>
        {error ? <span className="sr-only">{error}</span> : null}
        {result.unavailable ? (
          <p className="font-semibold text-ink">
            {copy.unavailable} <PhoneLink className="-my-2 px-0" />
          </p>
        ) : null}
        {answer ? (
          <div className="flex items-start gap-2">
            <AnswerIcon status={answer.status} />
            <p className="font-semibold text-ink">
              {answerText(answer)}
              {answer.status === "served" ? null : (
                <>
                  {" "}
                  <PhoneLink className="-my-2 px-0" />
                </>
              )}
            </p>
          </div>
        ) : null}
      </div>
      {/* After the live region, so the answer is read alone; the link is the next thing. */}
      {answer?.status === "served" ? <RequestCare area={answer.area} /> : null}
      {countyList ? (
        <details>
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
            {copy.countiesSummary}
          </summary>
          <ul className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2">
            {counties.map((county) => (
              <li key={county.id}>
                {countyTitle(county.name)}:{" "}
                <span className="text-muted">{copy.responseLabel(county.responseTime)}</span>
              </li>
            ))}
          </ul>
          <p className="mt-2 flex flex-wrap gap-x-4">
            <a
              href={copy.mapLink.href}
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              {copy.mapLink.label}
            </a>
            <Credit />
          </p>
        </details>
      ) : (
        <Credit className="self-start" />
      )}
    </div>
  );
}
