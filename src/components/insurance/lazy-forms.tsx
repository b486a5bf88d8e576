"use client";

import dynamic from "next/dynamic";
import { providerPageCopy } from "@/content/insurance-page";

function Loading() {
  return <p className="py-8 text-muted">{providerPageCopy.loading}</p>;
}

/**
 * The provider pages' Verification and Calculator tabs load their form code (react-hook-form,
 * zod) only when the visitor opens the tab, so the page itself stays light.
 */
export const LazyVerificationForm = dynamic(
  () => import("./verification-form").then((module) => module.VerificationForm),
  { loading: Loading },
);

export const LazyCostCalculator = dynamic(
  () => import("./cost-calculator").then((module) => module.CostCalculator),
  { loading: Loading },
);
