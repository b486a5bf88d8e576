import { clsx } from "clsx";

type ProgressBarProps = {
  /** What the bar measures ("Form progress"). */
  label: string;
  /** 0 to 100, for aria-valuenow. */
  percent: number;
  /** What a screen reader says instead of the bare number ("Step 2 of 4, 50% complete"). */
  valueText: string;
  /**
   * The fill's width as a class (`w-1/4`), one a step written out in the caller: not a `style`
   * attribute, so the page's CSP would need no 'unsafe-inline' for it.
   */
  fillWidth: string;
};

/** A step form's progress: a bar on a light track, read as a percentage with its words. */
export function ProgressBar({ label, percent, valueText, fillWidth }: ProgressBarProps) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className="h-3 w-full overflow-hidden rounded-full border border-brand-700 bg-brand-50"
    >
      <div
        className={clsx(
          "h-full rounded-full bg-brand-700 motion-safe:transition-[width]",
          fillWidth,
        )}
      />
    </div>
  );
}
