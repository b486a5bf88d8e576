import { describe, expect, it } from "vitest";
import { callbackCopy as spanish } from "@/content/es/intake";
import { callbackSentences } from "./callback-sentence";

const FREE = " An interpreter is free if you would like one.";
const callbackWhen = (sentAt: Date, office: Parameters<typeof callbackSentences>[1]) =>
  /call you (.*)\. An interpreter/.exec(callbackSentences(sentAt, office).when)?.[1];

/* Monday to Friday, 8 am to 5 pm in Chicago, answered within 2 open hours (agency.ts). */
const office = {
  schedule: {
    timeZone: "America/Chicago",
    weekdays: [1, 2, 3, 4, 5],
    opensAt: 480,
    closesAt: 1020,
  },
  withinHours: 2,
  afterHours: "After hours, call the same number: an on-call nurse answers.",
};

describe("the call-back sentence", () => {
  it("a request sent on Friday at 11 pm is called back on Monday morning", () => {
    // Friday 6 March 2026, 23:00 in Chicago (CST, UTC-6).
    const friday = new Date("2026-03-07T05:00:00Z");
    expect(callbackWhen(friday, office)).toBe("on Monday morning");
    expect(callbackSentences(friday, office).when).toBe(
      `A care coordinator will call you on Monday morning.${FREE}`,
    );
  });

  it("a request sent on Tuesday at 10 am is called back today", () => {
    // Tuesday 10 March 2026, 10:00 in Chicago (CDT since 8 March, UTC-5).
    const tuesday = new Date("2026-03-10T15:00:00Z");
    expect(callbackWhen(tuesday, office)).toBe("today");
    expect(callbackSentences(tuesday, office).when).toBe(
      `A care coordinator will call you today.${FREE}`,
    );
  });

  it("a request sent on a weekday at 4:30 pm is called back tomorrow morning", () => {
    const wednesday = new Date("2026-03-11T21:30:00Z"); // Wednesday 16:30 CDT
    expect(callbackWhen(wednesday, office)).toBe("tomorrow morning");
  });

  it("says it in Spanish on a Spanish page, with the free interpreter", () => {
    expect(spanish.when("weekday", 1, true)).toBe(
      "Un coordinador de cuidado le llamará el lunes por la mañana. Si desea un intérprete, es gratis.",
    );
    expect(spanish.when("tomorrow", 3, true)).toContain("mañana por la mañana");
    expect(spanish.when("today", 2, false)).toContain("le llamará hoy.");
  });

  it("says what to do before then: the after-hours line and 911", () => {
    const sentences = callbackSentences(new Date("2026-03-10T15:00:00Z"), office);
    expect(sentences.before).toBe(office.afterHours);
    expect(sentences.emergency).toBe("In an emergency, call 911.");
  });
});
