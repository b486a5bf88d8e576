import { lazy, Suspense, useCallback } from "react";
import { InlinePhoneLink } from "@/components/ui/phone-text";
import { statusCopy as copy } from "@/content/status";
import type { IntakeSettings } from "@/lib/intake/settings";
import { siteLocale } from "@/lib/locale/current";
import { timeText } from "@/lib/status/dates";
import { describeStatus } from "@/lib/status/stage";
import { FORM_TYPES, type FormType } from "@/shared/wire/form-types";
import { StatusDetails } from "./status-details";
import { StatusProblemPanel } from "./status-problem";
import { useStatus } from "./use-status";

/**
 * Send more, loaded once a stage is shown and open: its form, file checks and sealing are not
 * in the page's first load (React is most of that: the page itself is a few kB).
 */
const SendMore = lazy(() => import("./send-more").then((module) => ({ default: module.SendMore })));

/** The answer's form type, if it is one the page knows (the answer is not trusted). */
const formTypeOf = (value: string): FormType | undefined =>
  FORM_TYPES.find((type) => type === value);

/**
 * The `/status` page's island (issue 31): reads the link's secret (status-secret.ts), asks
 * the intake (lookup.ts, use-status.ts) and shows the stage, or why it cannot, always with the
 * phone number. While the link is open and the request not closed, the visitor can send
 * more to it (send-more.tsx); once stored, the stage is asked again (it lists the additions).
 */
export function StatusView({
  intake,
  fetcher,
}: {
  intake: IntakeSettings;
  fetcher?: typeof fetch;
}) {
  const { status, open, retry } = useStatus(intake.endpoint, fetcher);
  // Stable: send-more calls it from an effect that re-runs when it changes.
  const askAgain = useCallback(() => void retry(), [retry]);
  const zone = intake.office.schedule.timeZone;
  const formType = status.state === "shown" ? formTypeOf(status.data.formType) : undefined;
  return (
    <div className="flex flex-col gap-8" data-status-view={status.state}>
      {status.state === "loading" ? (
        <p role="status" className="text-lg">
          {copy.loading}
        </p>
      ) : null}
      {status.state === "problem" ? (
        <StatusProblemPanel problem={status.problem} onRetry={() => void retry()} />
      ) : null}
      {status.state === "shown" ? (
        <StatusDetails
          view={describeStatus(status.data, {
            now: status.checkedAt,
            office: intake.office,
            locale: siteLocale,
          })}
          checked={timeText(status.checkedAt, siteLocale, zone)}
        />
      ) : null}
      {open && status.state === "shown" && formType ? (
        <Suspense fallback={null}>
          <SendMore secret={status.secret} formType={formType} intake={intake} onSent={askAgain} />
        </Suspense>
      ) : null}
      <p className="text-lg" data-status-call>
        {copy.call} <InlinePhoneLink />
      </p>
    </div>
  );
}
