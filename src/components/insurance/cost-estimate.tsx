import { Icon } from "@/components/ui/icon";
import { clsx } from "clsx";
import { calculatorCopy } from "@/content/calculator";
import type { CostEstimate, CostInput } from "@/lib/cost-calculator";
import { estimateBasis, formatUsd } from "@/lib/cost-calculator-display";

const copy = calculatorCopy.result;

export type EstimateStatus =
  | { kind: "idle" }
  /** An estimate was shown (or was being worked out), then an answer changed: it is gone. */
  | { kind: "changed" }
  | { kind: "calculating" }
  | { kind: "done"; estimate: CostEstimate; input: CostInput }
  | { kind: "error" };

type Heading = "h2" | "h3";

const titleClass = "text-xl leading-snug font-bold text-brand-900 sm:text-2xl";

function Row({ label, value, strong = false }: { label: string; value: number; strong?: boolean }) {
  return (
    <div
      className={clsx(
        "flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3",
        strong && "rounded-md bg-brand-50 px-4",
      )}
    >
      <dt className={clsx(strong ? "text-xl font-bold text-brand-900" : "font-semibold")}>
        {label}
      </dt>
      <dd
        className={clsx(
          "font-bold tabular-nums",
          strong ? "text-3xl text-brand-900" : "text-2xl text-ink",
        )}
      >
        {formatUsd(value)}
      </dd>
    </div>
  );
}

/** Why "You Pay" is what it is, when a rule (not the plan's amounts) decided it. */
function Why({ estimate }: { estimate: CostEstimate }) {
  const why = estimate.paidInFull
    ? copy.paidInFull[estimate.paidInFull]
    : estimate.cappedBy && copy.cappedBy[estimate.cappedBy];
  if (!why) return null;
  return (
    <p className="flex items-start gap-3 rounded-md border border-line bg-canvas p-4">
      <Icon name="info" strokeWidth={1.75} className="mt-1 size-5 shrink-0 text-brand-700" />
      <span>{why}</span>
    </p>
  );
}

function Estimate({
  status,
  as: Title,
}: {
  status: Extract<EstimateStatus, { kind: "done" }>;
  as: Heading;
}) {
  const { estimate, input } = status;
  const { breakdown } = estimate;
  const SubTitle = Title === "h2" ? "h3" : "h4";
  // What the patient pays of each, after the caps: they add up to "You Pay".
  const rows: [string, number][] = [
    [copy.deductible, breakdown.deductibleAmount],
    [copy.coinsurance, breakdown.coinsuranceAmount],
    [copy.copays, breakdown.copayAmount],
    [copy.outOfPocketRemaining, breakdown.outOfPocketRemaining],
  ];
  return (
    <div className="flex flex-col gap-4">
      <Title className={titleClass}>{copy.title}</Title>
      <dl className="flex flex-col divide-y divide-line">
        <Row label={copy.totalCost} value={estimate.totalCost} />
        <Row label={copy.insurancePays} value={estimate.insurancePays} />
        <Row label={copy.patientPays} value={estimate.patientPays} strong />
      </dl>
      <Why estimate={estimate} />
      <p className="text-muted">{estimateBasis(estimate, input)}</p>
      <SubTitle className="text-xl font-bold text-brand-900">{copy.breakdownTitle}</SubTitle>
      <dl className="flex flex-col gap-3">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-wrap justify-between gap-x-4">
            <dt>{label}</dt>
            <dd className="font-semibold tabular-nums">{formatUsd(value)}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-muted">{copy.outOfPocketRemainingNote}</p>
    </div>
  );
}

/**
 * The right-hand panel: a placeholder before the first result, a short note while
 * calculating, the estimate, a note that it was cleared because an answer changed, or an error
 * in words (the toast is never the only place). The caller wraps it in the aria-live region.
 */
export function CostEstimatePanel({ status, as = "h2" }: { status: EstimateStatus; as?: Heading }) {
  if (status.kind === "done") return <Estimate status={status} as={as} />;
  const Title = as;
  if (status.kind === "error") {
    return (
      <div className="flex flex-col gap-3">
        <Title className={titleClass}>{copy.title}</Title>
        <p className="flex items-start gap-3 font-semibold text-danger">
          <Icon
            name="circle-exclamation-point"
            strokeWidth={1.75}
            className="mt-1 size-6 shrink-0"
          />
          <span>{copy.error}</span>
        </p>
      </div>
    );
  }
  const title = {
    idle: copy.placeholderTitle,
    changed: copy.changedTitle,
    calculating: copy.calculating,
  }[status.kind];
  const text = { idle: copy.placeholder, changed: copy.changed, calculating: null }[status.kind];
  return (
    <div className="flex flex-col items-start gap-3">
      <Icon name="calculator" strokeWidth={1.75} className="size-8 text-brand-700" />
      <Title className={titleClass}>{title}</Title>
      {text && <p className="text-muted">{text}</p>}
    </div>
  );
}
