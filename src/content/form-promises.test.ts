import { describe, expect, it } from "vitest";
import { contactCopy } from "./contact";
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
 * Issue 14: until the intake (issue 15) sends the forms, no copy promises what a form does
 * not do: the contact and verification forms send nothing.
 */
describe("copy says what the forms do", () => {
  const copy = strings([
    contactCopy,
    verificationCopy,
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

  it("says plainly that the forms are not connected yet", () => {
    expect(contactCopy.form.notice.title).toBe(
      "This form does not send your information to us yet",
    );
    expect(contactCopy.confirmation.title).toBe("Your request was not sent");
    expect(contactCopy.confirmation.text).toContain("not connected to our office yet");
    expect(verificationCopy.privacy.text).toContain("not connected to our office yet");
    for (const result of Object.values(verificationCopy.results)) {
      expect(result.heading).toBe("Your answers are complete, but not sent");
    }
  });
});
