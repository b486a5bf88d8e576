import type { ReactNode } from "react";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import type { LegalDocument as LegalDocumentData, LegalSection } from "@/content/legal/types";
import { breadcrumbsFor } from "@/lib/breadcrumbs";
import { cn } from "@/lib/utils";
import { LegalBlocks } from "./legal-blocks";
import { uiCopy } from "@/content/ui";
import { Card } from "@/components/ui/card";
import { factValue, placeholderAttrs } from "@/shared/placeholder";

/** An "On this page" entry for content passed as `children`. */
type ExtraContentsEntry = { id: string; title: string };

type LegalDocumentProps = {
  document: LegalDocumentData;
  /** The page's own path (the breadcrumb's last crumb). */
  path: string;
  className?: string;
  /** More content after the numbered sections, e.g. a `<section>` with its own `h2`. */
  children?: ReactNode;
  /** "On this page" entries for `children`, listed (unnumbered) after the sections. */
  extraContents?: readonly ExtraContentsEntry[];
};

const headingId = (section: LegalSection) => `${section.id}-heading`;

/** A legal page: breadcrumb, title and dates, an "On this page" list, then numbered sections. */
export function LegalDocument({
  document,
  path,
  className,
  children,
  extraContents = [],
}: LegalDocumentProps) {
  const dates = [
    { label: uiCopy.legalDates.effective, value: document.effectiveDate },
    { label: uiCopy.legalDates.revised, value: document.revisedDate },
    { label: uiCopy.legalDates.updated, value: document.lastUpdated },
  ].flatMap(({ label, value }) => (value ? [{ label, value }] : []));

  return (
    <article className={cn("container-page py-10 lg:py-16", className)}>
      <header className="max-w-prose">
        <Breadcrumb items={breadcrumbsFor({ label: document.title, href: path })} />
        <h1 className="mt-6 text-3xl leading-tight sm:text-4xl">{document.title}</h1>
        {dates.length > 0 && (
          <div className="mt-5 flex flex-wrap gap-x-8 gap-y-1 rounded-md border border-line bg-surface px-4 py-3 text-muted">
            {dates.map((date) => (
              <p key={date.label}>
                <span className="font-semibold text-ink">{date.label}:</span>{" "}
                <span {...placeholderAttrs(date.value)}>{factValue(date.value)}</span>
              </p>
            ))}
          </div>
        )}
        <LegalBlocks blocks={document.intro} className="mt-8" />
      </header>

      <div className="mt-10 lg:mt-14 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start lg:gap-14">
        <TableOfContents sections={document.sections} extras={extraContents} />
        {/* Each section is drawn as it nears the viewport (globals.css; issue 32): the privacy
            policy's fifteen run 10,000 px on a phone. Until then, about a section's height
            there (the vars inherit). */}
        <div className="mt-12 max-w-prose [--near-height-lg:470px] [--near-height:700px] lg:mt-0">
          {document.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={headingId(section)}
              className="mt-10 border-t border-line pt-10 render-when-near first:mt-0 first:border-t-0 first:pt-0"
            >
              <h2 id={headingId(section)} className="text-2xl leading-snug">
                {section.number}. {section.title}
              </h2>
              <LegalBlocks blocks={section.blocks} className="mt-5" />
            </section>
          ))}
          {children && <div className="mt-10 border-t border-line pt-10">{children}</div>}
        </div>
      </div>
    </article>
  );
}

function TableOfContents({
  sections,
  extras,
}: {
  sections: readonly LegalSection[];
  extras: readonly ExtraContentsEntry[];
}) {
  return (
    <Card asChild tone="quiet" padding="sm">
      <nav
        aria-labelledby="on-this-page"
        className="max-w-prose lg:sticky lg:top-28 lg:max-h-[calc(100dvh-8rem)] lg:overflow-y-auto"
      >
        <p id="on-this-page" className="text-lg font-bold text-brand-900">
          {uiCopy.legalContents}
        </p>
        <ol className="mt-3 space-y-1">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="group flex gap-2 rounded-sm py-1.5 leading-snug text-brand-700 hover:text-brand-900"
              >
                <span className="w-7 shrink-0 text-right text-muted tabular-nums">
                  {section.number}.
                </span>
                <span className="underline decoration-1 underline-offset-4 group-hover:decoration-2">
                  {section.title}
                </span>
              </a>
            </li>
          ))}
          {extras.map((entry) => (
            <li key={entry.id}>
              <a
                href={`#${entry.id}`}
                className="group flex gap-2 rounded-sm py-1.5 leading-snug text-brand-700 hover:text-brand-900"
              >
                <span aria-hidden="true" className="w-7 shrink-0" />
                <span className="underline decoration-1 underline-offset-4 group-hover:decoration-2">
                  {entry.title}
                </span>
              </a>
            </li>
          ))}
        </ol>
      </nav>
    </Card>
  );
}
