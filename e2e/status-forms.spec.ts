import { expect, test } from "@playwright/test";
import { contactCopy as spanishContact } from "../src/content/es/contact";
import { expectHydrated } from "./support/hydration";
import { uniqueMarker } from "./support/intake";
import { reviewShots } from "./support/shots";
import { linkOf, STATUS_LINK } from "./support/status-link";
import { fillVerification, sampleEntry } from "./support/verification";

/*
 * The status link on the other forms' confirmations (issue 31; the contact form's and the
 * page itself are in status.spec.ts): the coverage check, the job application, the referral
 * and the Spanish contact form, each opening its page with the right kind and words.
 */
test.describe.configure({ timeout: 90_000 });

test("the coverage check's confirmation gives a link", async ({ page }) => {
  await page.goto("/insurance/verify");
  await expectHydrated(page.getByRole("form", { name: "Insurance verification" }));
  await fillVerification(page, sampleEntry(uniqueMarker("StatusCheck").replace(/[^A-Za-z]/g, "")));
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("heading", { name: "Verification Pending" })).toBeVisible({
    timeout: 20_000,
  });
  const url = (await page.locator("[data-status-url]").textContent()) ?? "";
  expect(url).toMatch(STATUS_LINK);
  await page.goto(url);
  await expect(page.locator("[data-kind]")).toHaveText("Coverage check");
});

test("a job application's confirmation gives a link", async ({ page }) => {
  await page.goto("/careers/lpn");
  const form = page.getByRole("form", { name: "How to apply" });
  await expectHydrated(form);
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await field("Full name").fill(`Bea ${uniqueMarker("StatusApply")}`);
  await field("Phone number").fill("312-555-0188");
  await field("Licence or certification").selectOption("Licensed Practical Nurse (LPN)");
  await field("Years of experience").fill("6");
  await field("Availability").selectOption("Part-time");
  await form.getByRole("checkbox", { name: "Cook County" }).check();
  await form.getByRole("button", { name: "Send application" }).click();
  const { url } = await linkOf(page, "Application received");
  await page.goto(url);
  await expect(page.locator("[data-kind]")).toHaveText("Job application");
  await expect(page.locator("[data-stage]")).toHaveText("We have your application.");
});

test("a referral's confirmation gives a link, and its page speaks of a referral", async ({
  page,
}) => {
  await page.goto("/refer");
  const form = page.getByRole("form", { name: "Online referral" });
  await expectHydrated(form);
  const field = (label: string) => form.getByLabel(label, { exact: true });
  const next = async (heading: string) => {
    await form.getByRole("button", { name: "Next" }).click();
    await expect(form.getByRole("heading", { name: heading })).toBeFocused();
  };
  await form.getByRole("radio", { name: /Start of care/ }).check();
  await next("The patient");
  await field("Patient's first name").fill(`Ada ${uniqueMarker("StatusRefer")}`);
  await field("Patient's last name").fill("Lovelace");
  await field("Patient's date of birth").fill("03/27/1948");
  await field("Address where care happens").fill("1 Main St, Chicago");
  await field("ZIP code").fill("60601");
  await next("Family and contacts");
  await next("Insurance");
  await field("Insurance").selectOption("medicare");
  await next("Practitioner and encounter");
  await field("Referring physician or allowed practitioner").fill("Dr. Grace Hopper");
  await next("Care needed");
  await field("Primary reason for home health and diagnosis").fill("Hip replacement");
  await form.getByRole("checkbox", { name: "Skilled nursing" }).check();
  await next("Documents");
  await next("About you");
  await field("Your name").fill("Cy Planner");
  await field("Your phone").fill("312-555-0100 x214");
  await next("Review and send");
  await form.getByRole("button", { name: "Send referral" }).click();
  const { url } = await linkOf(page, "Referral received");
  await reviewShots(page, "status", "6-confirmation-referral");
  await page.goto(url);
  await expect(page.locator("[data-kind]")).toHaveText("Referral");
  await expect(page.locator("[data-stage]")).toHaveText("We have your referral.");
  await expect(page.locator('[data-step="middle"]')).toContainText("We are reviewing it");
});

test("a Spanish request's link opens /es/status in Spanish", async ({ page }) => {
  const copy = spanishContact.form;
  await page.goto("/es/contact");
  const form = page.getByRole("form", { name: copy.title });
  await expectHydrated(form);
  const field = (label: string) => form.getByLabel(label, { exact: true });
  const marker = uniqueMarker("StatusEs");
  await field(copy.fields.name.label).fill(`Ana ${marker}`);
  await field(copy.fields.email.label).fill(`${marker}@example.com`);
  await field(copy.fields.phone.label).fill("847-555-0142");
  await field(copy.fields.message.label).fill(`Cuidado de heridas ${marker}`);
  await form
    .getByRole("checkbox", {
      name: `${copy.consent.before}${copy.consent.link}${copy.consent.after}`,
    })
    .check();
  await form.getByRole("button", { name: copy.submit }).click();
  const { url } = await linkOf(page, spanishContact.confirmation.title);
  expect(url).toMatch(/\/es\/status#/);
  await expect(page.locator("[data-status-link]")).toContainText("Guárdelo como un recibo.");
  await page.goto(url);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "En qué etapa está su solicitud",
  );
  await expect(page.locator("[data-stage]")).toHaveText("Recibimos su solicitud.");
  await expect(page.locator("[data-kind]")).toHaveText("Solicitud de cuidado");
  await reviewShots(page, "status", "5-spanish");
});
