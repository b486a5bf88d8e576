import { describe, expect, it } from "vitest";
import { contactCopy } from "./contact";
import { callbackCopy } from "./intake";
import { faqItems } from "./faq";
import { ctaBanner } from "./home";
import { insurancePageCopy } from "./insurance-page";
import { footerCta } from "./navigation";
import { pages } from "./pages";
import { servicePageCopy, servicesPageCopy } from "./services-page";
import { verificationCopy } from "./verification";

/** Every string in a content value (functions called with a sample argument; icons skipped). */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object" && "$$typeof" in value) return [];
  if (typeof value === "function") return strings(value("Medicare"));
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/**
 * Issue 14: no copy promises what a form does not do. Issue 15 makes the contact form and the
 * verification send through the intake: the contact form's own copy (the button, the
 * confirmation shown only once a request is stored) may say it sends, and the verification's
 * copy is checked below.
 */
describe("copy says what the forms do", () => {
  const { form: _form, confirmation: _confirmation, ...contactPage } = contactCopy;
  const copy = strings([
    contactPage,
    footerCta,
    ctaBanner,
    insurancePageCopy,
    servicesPageCopy,
    servicePageCopy,
    pages,
    faqItems,
  ]);

  it.each([
    /we will check your (home health )?benefits for you/i,
    /send us your (insurance )?details/i,
    /get back to you within/i,
    /thank you!/i,
    /verification (complete|pending|submitted)/i,
    /additional review required/i,
    /will contact you soon/i,
    /receive an update within/i,
    /send (us )?a message|send the form|send request/i,
  ])("nothing says %s", (promise) => {
    expect(copy.filter((text) => promise.test(text))).toEqual([]);
  });

  it("says what sending the contact form does, and what happens next", () => {
    expect(contactCopy.form.notice.title).toBe(
      "Your request is encrypted before it leaves this page",
    );
    expect(contactCopy.form.submit).toBe("Send Request");
    expect(contactCopy.confirmation.title).toBe("Request received");
    // When, from the office's schedule and the time it was stored (src/lib/callback-sentence.ts).
    expect(callbackCopy.when("today", 2, false)).toBe(
      "A care coordinator will call you today. An interpreter is free if you would like one.",
    );
  });
});

describe("the verification form's copy (it sends through the intake, issue 15)", () => {
  const copy = strings(verificationCopy);

  it("says Verification Pending after a request was stored, in the spec's words", () => {
    expect(verificationCopy.result.heading).toBe("Verification Pending");
    // No "within 24 hours" beside office hours of Monday to Friday: the confirmation names the day.
    expect(strings(verificationCopy).filter((text) => /24 hours/.test(text))).toEqual([]);
    expect(verificationCopy.buttons.again).toBe("Submit Another Verification");
  });

  it.each([
    /verification complete/i,
    /additional review required/i,
    /not sent|nothing you type here is sent/i,
    /not connected to our office yet/i,
  ])("never says %s", (claim) => {
    expect(copy.filter((text) => claim.test(text))).toEqual([]);
  });
});
