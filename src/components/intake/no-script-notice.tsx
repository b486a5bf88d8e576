import { Icon } from "@/components/ui/icon";
import { intakeCopy } from "@/content/intake";
import { InlinePhoneLink } from "@/components/ui/phone-text";

/**
 * Shown above a form's first field until its script runs (always, without JavaScript): the
 * form cannot send yet, so call us. The form removes it when the island runs.
 */
export function NoScriptNotice() {
  const copy = intakeCopy.noScript;
  return (
    <div
      className="flex items-start gap-3 rounded-md border-2 border-brand-700 bg-brand-50 p-4"
      data-no-script-notice
    >
      <Icon name="phone-call" strokeWidth={1.75} className="mt-1 size-5 shrink-0 text-brand-700" />
      <p>
        <strong className="block font-semibold">{copy.title}</strong>
        {copy.text} <InlinePhoneLink />
        {copy.end}
      </p>
    </div>
  );
}
