"use client";

import { lazy, Suspense, type ComponentProps } from "react";
import { providerPageCopy } from "@/content/insurance-page";

function Loading() {
  return <p className="py-8 text-muted">{providerPageCopy.loading}</p>;
}

/**
 * The provider pages' Verification and Calculator tabs load their form code (react-hook-form,
 * zod) only when the visitor opens the tab, so the page itself stays light.
 */
const VerificationForm = lazy(() =>
  import("./verification-form").then((module) => ({ default: module.VerificationForm })),
);
const CostCalculator = lazy(() =>
  import("./cost-calculator").then((module) => ({ default: module.CostCalculator })),
);

export function LazyVerificationForm(props: ComponentProps<typeof VerificationForm>) {
  return (
    <Suspense fallback={<Loading />}>
      <VerificationForm {...props} />
    </Suspense>
  );
}

export function LazyCostCalculator(props: ComponentProps<typeof CostCalculator>) {
  return (
    <Suspense fallback={<Loading />}>
      <CostCalculator {...props} />
    </Suspense>
  );
}
