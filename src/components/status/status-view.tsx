import { InlinePhoneLink } from "@/components/ui/phone-text";
import { statusCopy as copy } from "@/content/status";
import type { IntakeSettings } from "@/lib/intake/settings";
import { siteLocale } from "@/lib/locale/current";
import { timeText } from "@/lib/status/dates";
import { describeStatus } from "@/lib/status/stage";
import { StatusDetails } from "./status-details";
import { StatusProblemPanel } from "./status-problem";
import { useStatus } from "./use-status";

/**
 * The `/status` page's island (issue 31): reads the link's secret (status-secret.ts), asks
 * the intake (lookup.ts, use-status.ts) and shows the stage, or why it cannot, always with the
 * phone number. While the request is open, the visitor can send more to it (helper B's
 * send-more, mounted in the slot below).
 */
export function StatusView({
  intake,
  fetcher,
}: {
  intake: IntakeSettings;
  fetcher?: typeof fetch;
}) {
  const { status, open, retry } = useStatus(intake.endpoint, fetcher);
  const zone = intake.office.schedule.timeZone;
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
      {open ? (
        // SLOT: helper B's send-more (src/components/status/send-more.tsx) mounts here while
        // the link is open and the request is not closed.
        <div data-send-more-slot hidden />
      ) : null}
      <p className="text-lg" data-status-call>
        {copy.call} <InlinePhoneLink />
      </p>
    </div>
  );
}
