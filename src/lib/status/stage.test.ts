import { describe, expect, it } from "vitest";
import { STATUS_CLOSING_LINES, STATUS_STAGE_SENTENCES } from "../../../test/spec";
import { callbackCopy as spanishCallback } from "@/content/es/intake";
import { statusCopy as spanishWords } from "@/content/es/status";
import { officePromise } from "@/lib/intake/settings";
import { newContactAnswer } from "../../../test/status-fakes";
import { readStatusAnswer, type StatusData } from "./answer";
import { describeStatus, type StageContext } from "./stage";

const office = officePromise();
/** Tuesday, December 1, 2026, 9:00 in Chicago (CST, UTC-6). */
const tuesdayNine = new Date("2026-12-01T15:00:00Z");

/** The new contact request, received at `tuesdayNine`, as the page reads it. */
const data = (over: Partial<StatusData> = {}): StatusData => ({
  ...readStatusAnswer(newContactAnswer)!,
  ...over,
});
const en = (now = tuesdayNine): StageContext => ({ now, office, locale: "en" });
const es = (now = tuesdayNine): StageContext => ({
  now,
  office,
  locale: "es",
  words: spanishWords,
  callback: spanishCallback,
});

describe("the stage sentence", () => {
  it.each(STATUS_STAGE_SENTENCES)("%s, %s: %s", (formType, status, sentence) => {
    const closedAt = status === "closed" ? new Date("2026-12-02T15:00:00Z") : null;
    expect(describeStatus(data({ formType, status, closedAt }), en()).stage).toBe(sentence);
  });

  it("is a neutral sentence for a status or form type it does not know", () => {
    const view = describeStatus(data({ formType: "bogus", status: "exploded" }), en());
    expect(view.stage).toBe("We have your request. Call us to know more.");
    expect(view.kind).toBe("Request");
  });

  it("names the kind of request per form", () => {
    const kinds = ["contact", "verification", "referral", "application"].map(
      (formType) => describeStatus(data({ formType }), en()).kind,
    );
    expect(kinds).toEqual(["Care request", "Coverage check", "Referral", "Job application"]);
  });
});

describe("the closing line", () => {
  it.each(STATUS_CLOSING_LINES)("%s: %s", (outcome, line) => {
    const view = describeStatus(
      data({ status: "closed", outcome, closedAt: new Date("2026-12-02T15:00:00Z") }),
      en(),
    );
    expect(view.closing).toBe(line);
    expect(view.timeline.at(-1)).toMatchObject({ label: "Closed", detail: line, done: true });
  });

  it("is a plain sentence for an outcome it does not know (or a prototype key)", () => {
    for (const outcome of ["exploded", "constructor", "__proto__", null]) {
      const view = describeStatus(data({ status: "closed", outcome }), en());
      expect(view.closing).toBe("Call us if you have questions.");
    }
  });

  it("says when the link stops working", () => {
    const view = describeStatus(
      data({
        status: "closed",
        outcome: "admitted",
        closedAt: new Date("2026-12-03T15:00:00Z"),
        expiresAt: new Date("2027-01-02T15:00:00Z"),
      }),
      en(),
    );
    expect(view.next).toBe("This link stops working on January 2, 2027.");
  });
});

describe("what happens next, from the office's hours", () => {
  it("promises the call the confirmation promised: today, on a Tuesday morning", () => {
    expect(describeStatus(data(), en()).next).toBe(
      "A care coordinator will call you today. An interpreter is free if you would like one.",
    );
  });

  it("says Monday for a Friday-evening request, read on Saturday", () => {
    const fridayEvening = new Date("2026-12-04T23:30:00Z"); // 5:30 pm in Chicago
    const saturday = new Date("2026-12-05T16:00:00Z");
    const view = describeStatus(data({ receivedAt: fridayEvening }), en(saturday));
    expect(view.next).toBe(
      "A care coordinator will call you on Monday morning. An interpreter is free if you would like one.",
    );
  });

  it("says tomorrow from the day it is read, not from the day it was sent", () => {
    // Sent Friday evening, read Sunday: the call is due Monday morning, which is tomorrow.
    const view = describeStatus(
      data({ receivedAt: new Date("2026-12-04T23:30:00Z") }),
      en(new Date("2026-12-06T18:00:00Z")),
    );
    expect(view.next).toMatch(/^A care coordinator will call you tomorrow morning\./);
  });

  it("skips the office's holidays (Thanksgiving eve at 10 pm: Friday)", () => {
    const view = describeStatus(
      data({ receivedAt: new Date("2026-11-26T04:00:00Z") }),
      en(new Date("2026-11-26T04:00:00Z")),
    );
    expect(view.next).toMatch(/on Friday morning/);
  });

  it("holds a referral to its own promise (1 office hour: overdue at 10:30, a care request not)", () => {
    const halfPastTen = new Date("2026-12-01T16:30:00Z");
    expect(describeStatus(data({ formType: "referral" }), en()).next).toMatch(/call you today/);
    expect(describeStatus(data({ formType: "referral" }), en(halfPastTen)).next).toBe(
      "We have not called you yet, and it is later than we said. Please call us.",
    );
    expect(describeStatus(data(), en(halfPastTen)).next).toMatch(/call you today/);
  });

  it("asks the visitor to call once the promised time has passed", () => {
    const view = describeStatus(data(), en(new Date("2026-12-02T22:00:00Z")));
    expect(view.next).toBe(
      "We have not called you yet, and it is later than we said. Please call us.",
    );
  });

  it("makes no time promise to a job applicant", () => {
    expect(describeStatus(data({ formType: "application" }), en()).next).toBe(
      "We read every application. If your experience fits an opening, we will call you to arrange an interview.",
    );
  });

  it("speaks Spanish on the Spanish page", () => {
    expect(describeStatus(data(), es()).next).toBe(
      "Un coordinador de cuidado le llamará hoy. Si desea un intérprete, es gratis.",
    );
  });
});

describe("the timeline", () => {
  it("shows Received, the call still ahead and Closed still ahead for a new request", () => {
    const view = describeStatus(data(), en());
    expect(view.timeline.map((entry) => [entry.label, entry.done])).toEqual([
      ["Received", true],
      ["We called you", false],
      ["Closed", false],
    ]);
    expect(view.timeline[0]?.at).toBe("December 1, 2026 at 9:00 AM");
  });

  it("follows a referral: reviewing, accepted, first visit scheduled and completed", () => {
    const view = describeStatus(
      data({
        formType: "referral",
        status: "contacted",
        contactedAt: new Date("2026-12-01T16:00:00Z"),
        decision: { outcome: "accepted", reason: null, at: new Date("2026-12-01T17:00:00Z") },
        milestones: [
          { kind: "first_visit_completed", date: null, at: new Date("2026-12-04T20:00:00Z") },
          {
            kind: "first_visit_scheduled",
            date: "2026-12-03",
            at: new Date("2026-12-01T18:00:00Z"),
          },
        ],
      }),
      en(),
    );
    expect(view.timeline.map((entry) => entry.label)).toEqual([
      "Received",
      "We are reviewing it",
      "Referral accepted",
      "First visit scheduled for Thursday, December 3, 2026",
      "First visit completed",
      "Closed",
    ]);
    expect(view.next).toBe("We will see the patient on the day shown above.");
  });

  it("gives a declined referral's reason in words, and a neutral one for an unknown code", () => {
    const declined = (reason: string | null) =>
      describeStatus(
        data({
          formType: "referral",
          status: "closed",
          decision: { outcome: "declined", reason, at: tuesdayNine },
        }),
        en(),
      ).timeline.find((entry) => entry.key === "decision");
    expect(declined("no_capacity")).toMatchObject({
      label: "Referral declined",
      detail: "We cannot take a new patient right now.",
    });
    expect(declined("hasOwnProperty")?.detail).toBe("Call us for the reason.");
    expect(declined(null)?.detail).toBe("Call us for the reason.");
  });

  it("writes a milestone's day in Spanish on the Spanish page, and an interview's", () => {
    const view = describeStatus(
      data({
        formType: "application",
        milestones: [{ kind: "interview", date: "2026-12-01", at: tuesdayNine }],
      }),
      es(),
    );
    expect(view.timeline.map((entry) => entry.label)).toContain(
      "Entrevista el martes, 1 de diciembre de 2026",
    );
    expect(view.stage).toBe("Recibimos su solicitud de empleo.");
  });

  it("shows an unknown milestone as a neutral update, and the public note in words", () => {
    const view = describeStatus(
      data({
        milestones: [{ kind: "surgery_done", date: null, at: tuesdayNine }],
        note: { code: "waiting_for_insurance", at: tuesdayNine },
      }),
      en(),
    );
    expect(view.timeline.map((entry) => entry.label)).toContain("An update from the office");
    expect(view.note).toBe("We are waiting to hear from the insurance company.");
    const unknown = describeStatus(data({ note: { code: "diagnosis", at: null } }), en());
    expect(unknown.note).toBe("There is a note for you: please call us.");
  });
});
