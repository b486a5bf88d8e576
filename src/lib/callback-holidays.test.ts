/**
 * The confirmation's call-back sentence on the nights before the office's holidays, in English
 * and Spanish, from the registry's own schedule and promise (`officePromise`, as the pages get
 * it): never "tomorrow morning" when tomorrow is Thanksgiving or Christmas Day.
 */
import { describe, expect, it } from "vitest";
import { callbackCopy as spanish } from "@/content/es/intake";
import { callbackPromise } from "@/shared/office-hours";
import { callbackSentences } from "./callback-sentence";
import { officePromise } from "./intake/settings";

const office = officePromise();
const inSpanish = (sentAt: Date) => {
  const promise = callbackPromise(office.schedule, sentAt, office.withinHours);
  return spanish.when(promise.day, promise.weekday, promise.morning);
};

// Chicago in winter is UTC-6.
const thanksgivingEve = new Date("2026-11-26T04:00:00Z"); // Wed 25 Nov 2026, 10 pm
const christmasEveNight = new Date("2026-12-25T04:00:00Z"); // Thu 24 Dec 2026, 10 pm

describe("the call-back sentence before a holiday", () => {
  it("promises Friday morning on Thanksgiving eve", () => {
    expect(callbackSentences(thanksgivingEve, office).when).toBe(
      "A care coordinator will call you on Friday morning. An interpreter is free if you would like one.",
    );
    expect(inSpanish(thanksgivingEve)).toBe(
      "Un coordinador de cuidado le llamará el viernes por la mañana. Si desea un intérprete, es gratis.",
    );
  });

  it("promises Monday morning on Christmas Eve night", () => {
    expect(callbackSentences(christmasEveNight, office).when).toContain(
      "will call you on Monday morning.",
    );
    expect(inSpanish(christmasEveNight)).toContain("le llamará el lunes por la mañana.");
  });
});
