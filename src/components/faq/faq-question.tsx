import { Icon } from "@/components/ui/icon";
import { useEffect, useRef } from "react";
import { PhoneText } from "@/components/ui/phone-text";
import type { FaqItem } from "@/content/faq";

type FaqQuestionProps = {
  item: FaqItem;
  open: boolean;
  /** False before hydration: the answer shows and the button is disabled. */
  interactive: boolean;
  onOpenChange: (id: string, open: boolean) => void;
};

/**
 * One question as a disclosure (WAI-ARIA accordion pattern: a button in a heading controls
 * the answer). The answer is always rendered, `hidden` while closed, so it is in the
 * prerendered HTML for search engines. Where the browser supports it, a closed answer becomes
 * `hidden="until-found"`: find-in-page (Ctrl+F) can then match it, and opens the question.
 */
export function FaqQuestion({ item, open, interactive, onOpenChange }: FaqQuestionProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const buttonId = `faq-${item.id}-question`;
  const panelId = `faq-${item.id}-answer`;
  const closed = interactive && !open;

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    if (closed && "onbeforematch" in panel) panel.setAttribute("hidden", "until-found");
    const reveal = () => onOpenChange(item.id, true);
    panel.addEventListener("beforematch", reveal);
    return () => panel.removeEventListener("beforematch", reveal);
  }, [closed, item.id, onOpenChange]);

  return (
    <li className="border-b border-line" data-faq-item={item.id} data-category={item.category}>
      <h3 className="flex text-lg font-semibold text-brand-900 sm:text-xl">
        <button
          type="button"
          id={buttonId}
          aria-expanded={!closed}
          disabled={!interactive}
          aria-controls={panelId}
          onClick={() => onOpenChange(item.id, !open)}
          className="group flex min-h-14 flex-1 cursor-pointer items-center justify-between gap-4 rounded-sm py-4 text-left hover:underline hover:decoration-2 hover:underline-offset-4"
        >
          {item.question}
          <Icon
            name="chevron-down"
            strokeWidth={1.75}
            className="size-6 shrink-0 text-brand-700 group-aria-expanded:rotate-180 motion-safe:transition-transform motion-safe:duration-200"
          />
        </button>
      </h3>
      <div id={panelId} ref={panelRef} hidden={closed}>
        <p className="max-w-prose pb-6 text-ink" data-faq-answer>
          <PhoneText text={item.answer} />
        </p>
        {item.link ? (
          <p className="-mt-3 pb-6">
            <a
              href={item.link.href}
              className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              {item.link.label}
            </a>
          </p>
        ) : null}
      </div>
    </li>
  );
}
