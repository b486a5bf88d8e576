import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { InboxApiError, type InboxClient } from "@/lib/inbox/client";
import { stageHistoryWords } from "@/lib/inbox/stage-words";
import type { RequestDetail, RequestSummary } from "@/shared/wire/inbox-api";
import type { RequestStage as Stage, StageAnswer } from "@/shared/wire/inbox-stage";
import { renderInBench, requestSummary } from "../../../test/inbox-fakes";
import { RequestStage } from "./request-stage";

const AT = "2026-11-25T16:00:00.000Z";
const LINK: Stage = { link: { revokedAt: null }, milestones: [], note: null };

const detailOf = (summary: Partial<RequestSummary>, stage?: Stage): RequestDetail => ({
  ...requestSummary(summary),
  formVersion: 1,
  ciphertext: "",
  notes: [],
  history: [],
  ...(stage ? { stage } : {}),
});

const answer = (stage: Partial<Stage>, email: StageAnswer["email"] = "not_given") => ({
  stage: { ...LINK, ...stage },
  email,
});

function show(
  detail: RequestDetail,
  client: Partial<InboxClient>,
  payload: Record<string, unknown> = {},
) {
  const onChanged = vi.fn();
  const { unmount } = renderInBench(
    client,
    <RequestStage detail={detail} payload={payload} onChanged={onChanged} />,
  );
  return { onChanged, unmount, user: userEvent.setup() };
}

const scheduledRow = () =>
  screen.getByText("First visit scheduled", { selector: "p" }).closest("li");

describe("RequestStage", () => {
  it("shows what the visitor sees for the status, in the status page's own words", () => {
    show(detailOf({ status: "contacted" }, LINK), {});
    expect(screen.getByText(/The visitor sees:/).closest("p")).toHaveTextContent(
      "The visitor sees: “We called you about your request.”",
    );
  });

  it("records a care request's first visit with its day, then offers completed; the answer is shown as a US date", async () => {
    const setMilestone = vi.fn(async () =>
      answer({ milestones: [{ kind: "first_visit_scheduled", date: "2026-12-01", at: AT }] }),
    );
    const { user, onChanged } = show(detailOf({}, LINK), { setMilestone });
    const completed = screen.getByRole("button", { name: "Mark the first visit completed" });
    expect(completed).toBeDisabled();
    expect(completed).toHaveAccessibleDescription(/before marking it completed/);

    await user.click(within(scheduledRow()!).getByRole("button", { name: "Record" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Choose the day first.");
    expect(setMilestone).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText("First visit scheduled: the day"), {
      target: { value: "2026-12-01" },
    });
    await user.click(within(scheduledRow()!).getByRole("button", { name: "Record" }));
    expect(setMilestone).toHaveBeenCalledWith("BC-7K2QX", "first_visit_scheduled", {
      date: "2026-12-01",
    });
    expect(
      await screen.findByText(/First visit scheduled: Tuesday, December 1, 2026 \(recorded/),
    ).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Mark the first visit completed" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Change the day" })).toBeInTheDocument();
  });

  it("removes a milestone recorded by mistake", async () => {
    const removeMilestone = vi.fn(async () => answer({}));
    const stage = {
      ...LINK,
      milestones: [{ kind: "first_visit_scheduled" as const, date: "2026-12-01", at: AT }],
    };
    const { user } = show(detailOf({}, stage), { removeMilestone });
    await user.click(
      screen.getByRole("button", { name: "Remove “First visit scheduled” (recorded by mistake)" }),
    );
    expect(removeMilestone).toHaveBeenCalledWith("BC-7K2QX", "first_visit_scheduled");
    expect(await screen.findByRole("button", { name: "Record" })).toBeInTheDocument();
  });

  it("waits for a referral's acceptance, then sends the referrer's address with the first visit", async () => {
    const setMilestone = vi.fn(async () => answer({}, "sent"));
    const pending = detailOf({ formType: "referral" }, LINK);
    const payload = { referrerEmail: " planner@clinic.test " };
    const first = show(pending, { setMilestone }, payload);
    expect(screen.getByLabelText("First visit scheduled: the day")).toBeDisabled();
    expect(screen.getAllByText(/Accept the referral first/)).toHaveLength(2);
    first.unmount();

    const accepted = detailOf(
      {
        formType: "referral",
        referral: { outcome: "accepted", reason: null, decidedAt: AT, emailSentAt: null },
      },
      LINK,
    );
    const { user } = show(accepted, { setMilestone }, payload);
    expect(
      screen.getByText("The referrer is e-mailed each first-visit step at planner@clinic.test."),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("First visit scheduled: the day"), {
      target: { value: "2026-12-01" },
    });
    await user.click(within(scheduledRow()!).getByRole("button", { name: "Record" }));
    expect(setMilestone).toHaveBeenCalledWith("BC-7K2QX", "first_visit_scheduled", {
      date: "2026-12-01",
      email: "planner@clinic.test",
    });
  });

  it("offers an application only its interview", () => {
    show(detailOf({ formType: "application" }, LINK), {});
    expect(screen.getByLabelText("Interview: the day")).toBeEnabled();
    expect(screen.queryByText(/First visit/)).not.toBeInTheDocument();
  });

  it("sets the public note from the status page's words, and None clears it", async () => {
    const setPublicNote = vi.fn(async (_reference: string, code: string | null) =>
      answer({ note: code ? { code: "waiting_for_doctor_order", at: AT } : null }),
    );
    const { user } = show(detailOf({}, LINK), { setPublicNote });
    const select = screen.getByLabelText("Note on the status page");
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      "None",
      "We are trying to reach you: please call us.",
      "We are waiting for the doctor's order.",
      "We are waiting to hear from the insurance company.",
      "We received the documents you sent.",
      "We are scheduling the first visit.",
      "Please call us.",
    ]);
    await user.selectOptions(select, "We are waiting for the doctor's order.");
    await user.click(screen.getByRole("button", { name: "Save the note" }));
    expect(setPublicNote).toHaveBeenLastCalledWith("BC-7K2QX", "waiting_for_doctor_order");
    expect(await screen.findByText(/^Shown since/)).toBeInTheDocument();
    await user.selectOptions(select, "None");
    await user.click(screen.getByRole("button", { name: "Save the note" }));
    expect(setPublicNote).toHaveBeenLastCalledWith("BC-7K2QX", null);
  });

  it("withdraws the link only after the confirmation; Keep it changes nothing", async () => {
    const revokeStatusLink = vi.fn(async () => answer({ link: { revokedAt: AT } }));
    const { user } = show(detailOf({}, LINK), { revokeStatusLink });
    await user.click(screen.getByRole("button", { name: "Withdraw the status link" }));
    const dialog = await screen.findByRole("dialog", { name: "Withdraw this status link?" });
    await user.click(within(dialog).getByRole("button", { name: "Keep it" }));
    expect(revokeStatusLink).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Withdraw the status link" }));
    await user.click(screen.getByRole("button", { name: "Withdraw it" }));
    expect(revokeStatusLink).toHaveBeenCalledWith("BC-7K2QX");
    expect(await screen.findByText(/^You withdrew this link on/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Withdraw the status link" })).toBeNull();
    expect(screen.getByLabelText("Note on the status page")).toBeDisabled();
    expect(screen.queryByText(/The visitor sees/)).toBeNull();
  });

  it("without a link (an older request): says so, the note and the withdrawal are disabled", () => {
    show(detailOf({}), {});
    expect(screen.getByText(/has no status link/)).toBeInTheDocument();
    expect(screen.queryByText(/The visitor sees/)).toBeNull();
    expect(screen.getByLabelText("Note on the status page")).toBeDisabled();
    expect(screen.getByRole("button", { name: "Withdraw the status link" })).toBeDisabled();
    expect(screen.getByText("There is no link to withdraw.")).toBeInTheDocument();
  });

  it("shows the service's refusal in words", async () => {
    const setMilestone = vi.fn(async () => {
      throw new InboxApiError(409, "not_scheduled", "Record the first visit first.");
    });
    const stage = {
      ...LINK,
      milestones: [{ kind: "first_visit_scheduled" as const, date: "2026-12-01", at: AT }],
    };
    const { user } = show(detailOf({}, stage), { setMilestone });
    await user.click(screen.getByRole("button", { name: "Mark the first visit completed" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Record the first visit first.");
  });
});

describe("stageHistoryWords", () => {
  const entry = (action: string, detail: Record<string, unknown> = {}) => ({
    at: AT,
    actor: null,
    action,
    detail,
  });
  it("says each stage change in words, and leaves other actions alone", () => {
    expect(
      stageHistoryWords(entry("milestone", { kind: "first_visit_scheduled", date: "2026-12-01" })),
    ).toBe("milestone: First visit scheduled, Tuesday, December 1, 2026");
    expect(stageHistoryWords(entry("milestone_removed", { kind: "interview" }))).toBe(
      "milestone removed: Interview",
    );
    expect(stageHistoryWords(entry("status_link_revoked"))).toBe("status link withdrawn");
    expect(stageHistoryWords(entry("public_note", { code: "call_us" }))).toBe(
      "public note changed",
    );
    expect(stageHistoryWords(entry("view"))).toBeUndefined();
  });
});
