import type { Block, Inline, Inlines } from "@/content/legal/types";
import { cn } from "@/lib/utils";
import { Card } from "@/components/ui/card";
import { EmailAddress } from "@/components/ui/email-address";

/** src/styles/article.css: the link's utilities under one short class. */
const linkClass = "legal-link";

/**
 * One run of text. Every link (internal path, mailto, tel, #anchor, other sites) is a plain
 * `<a>` that opens in the same tab.
 */
function InlineRun({ run }: { run: Inline }) {
  if (typeof run === "string") return run;
  if ("strong" in run) return <strong className="font-semibold text-ink">{run.text}</strong>;
  // A placeholder fact carries its id, for the launch check to name the page.
  const marked = run.placeholder ? { "data-placeholder": run.placeholder } : {};
  if (!("href" in run)) return <span {...marked}>{run.text}</span>;
  const isPhone = run.href.startsWith("tel:");
  // A web address shown as the link ("www.example.org/notice") may break anywhere on a phone.
  const isAddress = !isPhone && /^[^\s]+\/[^\s]*$/.test(run.text);
  return (
    <a
      href={run.href}
      className={cn(linkClass, isPhone && "whitespace-nowrap", isAddress && "wrap-anywhere")}
      {...marked}
    >
      {run.href.startsWith("mailto:") ? <EmailAddress email={run.text} /> : run.text}
    </a>
  );
}

function LegalInlines({ content }: { content: Inlines }) {
  return content.map((run, index) => <InlineRun key={index} run={run} />);
}

function LegalBlock({ block }: { block: Block }) {
  switch (block.kind) {
    case "paragraph":
      return (
        <p>
          <LegalInlines content={block.content} />
        </p>
      );
    case "callout":
      return (
        <p className="rounded-r-md border-l-4 border-brand-600 bg-brand-50 px-5 py-4 font-semibold text-brand-950">
          <LegalInlines content={block.content} />
        </p>
      );
    case "subheading":
      return <h3 className="pt-4 text-xl leading-snug">{block.text}</h3>;
    case "list":
      return (
        <ul className="list-disc space-y-3 pl-6 marker:text-brand-600">
          {block.items.map((item, index) => (
            <li key={index} className="pl-1">
              <LegalInlines content={item} />
            </li>
          ))}
        </ul>
      );
    case "contact":
      return (
        <Card asChild tone="quiet" padding="sm">
          <div>
            <h3 className="text-lg leading-snug">{block.heading}</h3>
            <address className="mt-3 space-y-1 not-italic">
              {block.lines.map((line, index) => (
                <span key={index} className="block">
                  <LegalInlines content={line} />
                </span>
              ))}
            </address>
          </div>
        </Card>
      );
  }
}

/** A run of blocks with even vertical rhythm. */
export function LegalBlocks({
  blocks,
  className,
}: {
  blocks: readonly Block[];
  className?: string;
}) {
  return (
    <div className={cn("space-y-5", className)}>
      {blocks.map((block, index) => (
        <LegalBlock key={index} block={block} />
      ))}
    </div>
  );
}
