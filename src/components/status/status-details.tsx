import { Icon } from "@/components/ui/icon";
import { statusCopy as copy } from "@/content/status";
import type { StatusView } from "@/lib/status/stage";

/**
 * One request's stage as the status page shows it: the reference and kind, the stage as a
 * sentence (read out when a later look-up changes it), the closing line, the office's public
 * note, what happens next, and the timeline with its dates. Nothing the visitor wrote: the
 * answer has none of it (src/shared/wire/status.ts).
 */
export function StatusDetails({ view, checked }: { view: StatusView; checked: string }) {
  return (
    <div className="flex flex-col gap-6" data-status-closed={view.closed}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-lg">
        <dt className="text-muted">{copy.reference}</dt>
        <dd className="font-mono font-bold tracking-wider" data-reference>
          {view.reference}
        </dd>
        <dt className="text-muted">{copy.kind}</dt>
        <dd data-kind>{view.kind}</dd>
      </dl>
      <div aria-live="polite" className="flex flex-col gap-2">
        <p className="text-2xl font-bold text-brand-900" data-stage>
          {view.stage}
        </p>
        {view.closing ? (
          <p className="text-xl" data-closing>
            {view.closing}
          </p>
        ) : null}
      </div>
      {view.note ? (
        <section aria-labelledby="status-note" className="rounded-md border border-line p-4">
          <h2 id="status-note" className="text-lg font-bold text-brand-900">
            {copy.noteTitle}
          </h2>
          <p data-note>{view.note}</p>
        </section>
      ) : null}
      <section aria-labelledby="status-next">
        <h2 id="status-next" className="text-xl font-bold text-brand-900">
          {copy.nextTitle}
        </h2>
        <p data-next>{view.next}</p>
      </section>
      <section aria-labelledby="status-timeline">
        <h2 id="status-timeline" className="text-xl font-bold text-brand-900">
          {copy.timelineTitle}
        </h2>
        <ol className="mt-3 flex flex-col gap-4" data-timeline>
          {view.timeline.map((entry) => (
            <li
              key={entry.key}
              className="flex items-start gap-3"
              data-step={entry.key}
              data-done={entry.done}
            >
              {entry.done ? (
                <Icon
                  name="check"
                  strokeWidth={2.5}
                  className="mt-0.5 size-6 shrink-0 text-success"
                />
              ) : (
                <Icon
                  name="circle"
                  strokeWidth={1.75}
                  className="mt-0.5 size-6 shrink-0 text-muted"
                />
              )}
              <div className="flex min-w-0 flex-col">
                <span className={entry.done ? "font-semibold" : "font-semibold text-muted"}>
                  {entry.label}
                </span>
                {entry.detail ? <span>{entry.detail}</span> : null}
                <span className="text-sm text-muted">{entry.at ?? copy.timeline.notYet}</span>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <p className="text-sm text-muted" data-checked>
        {copy.updated(checked)}
      </p>
    </div>
  );
}
