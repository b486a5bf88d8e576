import { clsx } from "clsx";

/**
 * A visible mark over a picture the agency has not confirmed ("Sample"): markup laid over the
 * image, not drawn into it, so it goes away when the fact is confirmed. The parent must be
 * `relative`. `placeholderId` names the fact for the launch check (`data-placeholder`).
 * Joined with `clsx`, not `cn`, so the certificate viewer's island can use it.
 */
export function SampleMark({
  label,
  placeholderId,
  className,
}: {
  label: string;
  placeholderId?: string;
  className?: string;
}) {
  return (
    <span
      data-sample-mark=""
      data-placeholder={placeholderId}
      className={clsx(
        "absolute top-3 left-3 rounded-sm bg-ink px-3 py-1 text-sm font-bold tracking-wide text-white uppercase shadow-soft",
        className,
      )}
    >
      {label}
    </span>
  );
}
