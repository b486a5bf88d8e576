import { clsx } from "clsx";
import { AlertCircle, Calculator } from "lucide-react";
import { calculatorCopy } from "@/content/calculator";
import type { CostEstimate } from "@/lib/cost-calculator";
import { formatUsd, headlineAmounts } from "@/lib/cost-calculator-display";

const copy = calculatorCopy.result;

export type EstimateStatus =
  | { kind: "idle" }
  | { kind: "calculating" }
  | { kind: "done"; estimate: CostEstimate }
  | { kind: "error" };

type Heading = "h2" | "h3";

const visitCount = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

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

function Estimate({ estimate, as: Title }: { estimate: CostEstimate; as: Heading }) {
  const headline = headlineAmounts(estimate);
  const { breakdown } = estimate;
  const SubTitle = Title === "h2" ? "h3" : "h4";
  return (
    <div className="flex flex-col gap-4">
      <Title className="text-xl leading-snug font-bold text-brand-900 sm:text-2xl">
        {copy.title}
      </Title>
      <dl className="flex flex-col divide-y divide-line">
        <Row label={copy.totalCost} value={headline.totalCost} />
        <Row label={copy.insurancePays} value={headline.insurancePays} />
        <Row label={copy.patientPays} value={headline.patientPays} strong />
      </dl>
      <p className="text-muted">
        {copy.basis(visitCount.format(estimate.visits), formatUsd(estimate.costPerVisit))}
      </p>
      <SubTitle className="text-xl font-bold text-brand-900">{copy.breakdownTitle}</SubTitle>
      <dl className="flex flex-col gap-3">
        {(
          [
            [copy.deductibleRemaining, breakdown.deductibleRemaining],
            [copy.coinsurance, breakdown.coinsuranceAmount],
            [copy.copays, breakdown.copayAmount],
            [copy.outOfPocketRemaining, breakdown.outOfPocketRemaining],
          ] satisfies [string, number][]
        ).map(([label, value]) => (
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
 * calculating, the estimate, or an error in words (the toast is never the only place).
 * The caller wraps it in the aria-live region.
 */
export function CostEstimatePanel({ status, as = "h2" }: { status: EstimateStatus; as?: Heading }) {
  if (status.kind === "done") return <Estimate estimate={status.estimate} as={as} />;
  const Title = as;
  if (status.kind === "error") {
    return (
      <div className="flex flex-col gap-3">
        <Title className="text-xl leading-snug font-bold text-brand-900 sm:text-2xl">
          {copy.title}
        </Title>
        <p className="flex items-start gap-3 font-semibold text-danger">
          <AlertCircle aria-hidden="true" strokeWidth={1.75} className="mt-1 size-6 shrink-0" />
          <span>{copy.error}</span>
        </p>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-start gap-3">
      <Calculator aria-hidden="true" strokeWidth={1.75} className="size-8 text-brand-700" />
      <Title className="text-xl leading-snug font-bold text-brand-900 sm:text-2xl">
        {status.kind === "calculating" ? copy.calculating : copy.placeholderTitle}
      </Title>
      {status.kind === "idle" && <p className="text-muted">{copy.placeholder}</p>}
    </div>
  );
}
