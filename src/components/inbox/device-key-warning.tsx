import { Icon } from "@/components/ui/icon";
import { useSyncExternalStore } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { inboxTeamNotices } from "@/content/inbox-team-notices";
import type { Keys } from "@/shared/wire/inbox-api";
import { heldMember } from "@/lib/inbox/keys";

const copy = inboxTeamNotices.deviceKey;

/**
 * The member key this page uses is a device key (the passkey had no PRF): it lives in this
 * browser's storage only. Without a member key in use (not unlocked), any device key counts.
 */
export function usesDeviceKey(keys: Pick<Keys, "memberKeys">) {
  const member = heldMember();
  const current = member && keys.memberKeys.find((key) => key.id === member.memberKeyId);
  if (current) return current.kind === "device";
  return keys.memberKeys.some((key) => key.kind === "device");
}

/** The warning itself (Settings shows it while it holds; the workspace after enrolment). */
export function DeviceKeyWarning({ onDismiss }: { onDismiss?: () => void }) {
  return (
    <div
      role="note"
      data-device-key-warning
      className="flex flex-col gap-2 rounded-md border border-accent-200 bg-accent-50 p-4"
    >
      <p className="flex items-center gap-2 font-bold">
        <Icon name="triangle-exclamation-point" className="size-5 shrink-0 text-accent-700" />
        {copy.title}
      </p>
      <p>{copy.text}</p>
      {onDismiss && (
        <button
          type="button"
          className={buttonVariants({ variant: "secondary", size: "sm" })}
          onClick={onDismiss}
        >
          {copy.dismiss}
        </button>
      )}
    </div>
  );
}

/*
 * "Just enrolled on a device key": set by the enrolment panel when `enrol` says so, read by the
 * workspace (the panel is gone by then). Module state: it lasts the page, never stored.
 */
let enrolledOnDevice = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function setEnrolledOnDevice(value: boolean) {
  enrolledOnDevice = value;
  for (const listener of listeners) listener();
}

/** After an enrolment on a device key: the warning, until dismissed. */
export function EnrolmentDeviceWarning() {
  const show = useSyncExternalStore(
    subscribe,
    () => enrolledOnDevice,
    () => false,
  );
  return show ? <DeviceKeyWarning onDismiss={() => setEnrolledOnDevice(false)} /> : null;
}
