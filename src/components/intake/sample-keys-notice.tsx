import { Icon } from "@/components/ui/icon";
import { intakeCopy, sampleRecipients } from "@/content/intake";
import { placeholderAttrs } from "@/shared/placeholder";

/**
 * Near the send button while the intake's active recipients are the samples (the office has
 * not set up its keys in the inbox): what is sent now, anyone could read. It carries the
 * placeholder mark of the sample recipients, like every other sample fact on the site.
 */
export function SampleKeysNotice() {
  return (
    <p
      className="flex items-start gap-2 rounded-md border-2 border-accent-700 bg-accent-50 p-3 text-base"
      data-sample-keys-notice
      {...placeholderAttrs(sampleRecipients)}
    >
      <Icon
        name="triangle-exclamation-point"
        strokeWidth={1.75}
        className="mt-1 size-5 shrink-0 text-accent-700"
      />
      <span>{intakeCopy.sampleKeys}</span>
    </p>
  );
}
