import { Toaster } from "@/components/ui/toast";
import { VerificationForm, type VerificationFormProps } from "./verification-form";

/**
 * The island of /insurance/verify: the form with the toaster its messages appear in, hydrated
 * together (`client:visible`), so a toast never fires before its toaster listens. (The provider
 * pages have two forms and one toaster, so there the toaster is an island of its own.)
 */
export function VerificationTool(props: VerificationFormProps) {
  return (
    <>
      <Toaster />
      <VerificationForm {...props} />
    </>
  );
}
