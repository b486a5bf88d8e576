import { useId, useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { Input } from "@/components/ui/input";
import { inboxTeamCopy } from "@/content/inbox-team";
import { EMAIL_PATTERN } from "@/shared/wire/inbox-team";

const copy = inboxTeamCopy;

/**
 * An e-mail field with its Save button: a colleague's (an admin, in the staff view) or one's
 * own (Settings). Empty saves "no address"; a malformed one is refused here, before the server.
 */
export function EmailForm({
  label,
  initial,
  saveLabel,
  busy,
  onSave,
  onCancel,
  onInvalid,
  hint,
}: {
  label: string;
  initial: string | null;
  saveLabel: string;
  busy: boolean;
  onSave: (email: string | null) => void;
  onInvalid: (message: string) => void;
  onCancel?: () => void;
  hint?: string;
}) {
  const [value, setValue] = useState(initial ?? "");
  const id = useId();
  return (
    <form
      noValidate
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        const email = value.trim();
        if (email && !EMAIL_PATTERN.test(email)) return onInvalid(copy.invite.emailInvalid);
        onSave(email || null);
      }}
    >
      <div className="flex min-w-64 flex-1 flex-col gap-1">
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-sm text-muted">
            {hint}
          </p>
        )}
        <Input
          id={id}
          type="email"
          value={value}
          autoComplete="email"
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
      </div>
      <button type="submit" disabled={busy} className={buttonVariants({ size: "sm" })}>
        {saveLabel}
      </button>
      {onCancel && (
        <button
          type="button"
          className={buttonVariants({ variant: "secondary", size: "sm" })}
          onClick={onCancel}
        >
          {copy.member.cancel}
        </button>
      )}
    </form>
  );
}
