import { expect, type Page } from "@playwright/test";

/** What the e2e specs type into the verification form (values as typed, then as sent). */
export type VerificationEntry = {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  phoneNumber: string;
  email: string;
  insuranceCompany: string;
  insuranceId: string;
  groupNumber: string;
  serviceType: string;
  physicianName: string;
  physicianPhone: string;
  medicalCondition: string;
  additionalNotes: string;
};

export const sampleEntry = (firstName = "Margaret"): VerificationEntry => ({
  firstName,
  lastName: "Thompson",
  dateOfBirth: "1948-03-27",
  phoneNumber: "847-555-0134",
  email: "margaret@example.com",
  insuranceCompany: "medicare",
  insuranceId: "1EG4-TE5-MK72",
  groupNumber: "GRP-0042",
  serviceType: "physical-therapy",
  physicianName: "Dr. Alvarez",
  physicianPhone: "(847) 555-0199",
  medicalCondition: "Recovering from a hip replacement in October.",
  additionalNotes: "Mornings are best.",
});

/**
 * Fills the four steps (ending on step 4, not sent). The form must be hydrated. The company is
 * left as it is when `entry.insuranceCompany` is empty (a provider page chose it).
 */
export async function fillVerification(page: Page, entry: VerificationEntry) {
  const form = page.getByRole("form", { name: "Insurance verification" });
  const next = () => form.getByRole("button", { name: "Next" }).click();
  const step = (n: number) =>
    expect(page.getByText(`Step ${n} of 4`, { exact: true })).toBeVisible();
  await form.getByLabel("First name").fill(entry.firstName);
  await form.getByLabel("Last name").fill(entry.lastName);
  await form.getByLabel("Date of birth").fill(entry.dateOfBirth);
  await form.getByLabel("Phone number", { exact: true }).fill(entry.phoneNumber);
  await form.getByLabel("Email address").fill(entry.email);
  await next();
  await step(2);
  if (entry.insuranceCompany) {
    await form.getByLabel("Your insurance company or program").selectOption(entry.insuranceCompany);
  }
  await form.getByLabel("Insurance member ID").fill(entry.insuranceId);
  await form.getByLabel("Group number (optional)").fill(entry.groupNumber);
  await next();
  await step(3);
  await form.getByLabel("Type of care you need").selectOption(entry.serviceType);
  await form.getByLabel("Physician's name").fill(entry.physicianName);
  await form.getByLabel("Physician's phone number").fill(entry.physicianPhone);
  await next();
  await step(4);
  await form.getByLabel("Medical condition").fill(entry.medicalCondition);
  await form.getByLabel("Anything else we should know? (optional)").fill(entry.additionalNotes);
}

/**
 * The intake refuses a form sent less than 3 s after the visitor started (a robot's pace). A
 * test types faster than any person: it installs the page's clock before loading the page
 * (`page.clock.install()`), and this moves it on 4 s before sending.
 */
export const pastMinimumFillTime = (page: Page) => page.clock.fastForward(4000);
