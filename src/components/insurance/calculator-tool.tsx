import { Toaster } from "@/components/ui/toast";
import { CostCalculator, type CostCalculatorProps } from "./cost-calculator";

/**
 * The island of /insurance/calculator: the calculator with the toaster its messages appear in,
 * hydrated together (`client:visible`), so a toast never fires before its toaster listens.
 */
export function CalculatorTool(props: CostCalculatorProps) {
  return (
    <>
      <Toaster />
      <CostCalculator {...props} />
    </>
  );
}
