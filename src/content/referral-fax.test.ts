import { describe, expect, it } from "vitest";
import { placeholder } from "@/shared/placeholder";
import { faxReady, orderWords, referPageOrderCopy, referralFormOrderCopy } from "./referral-fax";
import { referCopy } from "./refer";
import { referralFormCopy } from "./referral-form";

const realFax = { display: "847-568-1099", e164: "+18475681099" } as const;
const texts = (words: Record<string, string>) => Object.values(words);

describe("where the signed order goes (issue 31: no fax while its number is a placeholder)", () => {
  it("tells the referrer to fax only with a confirmed, real number", () => {
    expect(faxReady(null)).toBe(false);
    expect(faxReady(placeholder("referrals.fax", null, "note"))).toBe(false);
    // Even a number, while it is marked as a stand-in, is not one to send records to.
    expect(faxReady(placeholder("referrals.fax", realFax, "note"))).toBe(false);
    expect(faxReady(realFax)).toBe(true);
  });

  it("says to call the referral line, with its number, while the fax is a placeholder", () => {
    const words = orderWords(placeholder("referrals.fax", null, "note"), "847-568-1033");
    for (const text of texts(words)) expect(text).not.toMatch(/\bfax/i);
    expect(words.orders).toContain("Call the referral line above for where to send");
    expect(words.notAnOrder).toContain("Call the referral line, 847-568-1033, for where to send");
    expect(words.confirmOrder).toContain("847-568-1033");
  });

  it("keeps the fax wording ready for a real number", () => {
    const words = orderWords(realFax, "847-568-1033");
    expect(words.orders).toMatch(/^Fax the signed order/);
    expect(words.confirmMissing).toContain("send it by fax");
  });

  it("the site's own pages follow the registry: no page tells the referrer to fax today", () => {
    expect({ ...referPageOrderCopy, ...referralFormOrderCopy }).toEqual(orderWords());
    const shown = [
      referCopy.description,
      referCopy.lines.orders,
      referCopy.notAnOrder.text,
      referCopy.form.pending,
      referralFormCopy.attachments.hint,
      referralFormCopy.confirmation.faxOrder,
      referralFormCopy.confirmation.faxMissing,
    ];
    for (const text of shown) expect(text).not.toMatch(/\bfax (it|them|the)|by fax|^Fax /i);
    expect(referCopy.notAnOrder.text).toMatch(/Call the referral line, \d{3}-\d{3}-\d{4}, /);
  });
});
