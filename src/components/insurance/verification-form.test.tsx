/*
 * Longer than 200 lines on purpose: the four steps and the submit share one rendered form and
 * its fake intake; split in two, each file would repeat the setup that fills the steps.
 *
 * The intake is faked at its edges: the proof of work and the encryption (`@/lib/intake/client`,
 * whose real `submitToIntake` builds the envelope) and `fetch` (the intake's answers).
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { IntakeSettings } from "@/lib/intake/settings";
import { VerificationForm } from "./verification-form";
import { PROVIDER_NAMES } from "../../../test/spec";
import { rosaCheck } from "../../../test/verification-fakes";

const toastMock = vi.hoisted(() => ({
  prepare: vi.fn(),
  success: vi.fn(),
  error: vi.fn(),
  dismiss: vi.fn(),
}));
vi.mock("@/components/ui/toast", () => ({ toast: toastMock }));

/** What the page sealed for the agency, in order (the fake seal keeps it readable here). */
const sealed = vi.hoisted(() => [] as unknown[]);
vi.mock("@/lib/intake/client", async () => ({
  solveProofOfWork: async () => "solved-challenge",
  sealJson: async (values: unknown) => {
    sealed.push(values);
    return `-----BEGIN AGE ENCRYPTED FILE-----\nc2VhbGVk\n-----END AGE ENCRYPTED FILE-----\n`;
  },
  submitToIntake: (await import("@/lib/intake/submit")).submitToIntake,
}));

import { officePromise } from "@/lib/intake/settings";

const SETTINGS: IntakeSettings = {
  endpoint: "/api/v1",
  recipients: ["age1kvk6dnxsrn6j8se95nq2r99aluc8r0evgruflva867l03j2mg9fsmwhtdh"],
  office: officePromise(),
};

type Envelope = {
  formType: string;
  formVersion: number;
  clientRequestId: string;
  ciphertext: string;
  altcha: string;
  honeypot: string;
  fillTimeMs: number;
};

type Answer = { status: number; body: unknown } | "offline" | Promise<Response>;

const stored = (reference = "BC-7F3K2") => ({
  status: 201,
  body: { reference, receivedAt: "2026-11-24T10:30:00.000Z" },
});

/**
 * The intake at /api/v1/submissions: answers each POST with the next of `answers` (then 201
 * with BC-7F3K2), and keeps the envelopes it was sent.
 */
function fakeIntake(...answers: Answer[]) {
  const requests: Envelope[] = [];
  const fetchMock = vi.spyOn(globalThis, "fetch").mockImplementation(async (url, init) => {
    expect(String(url)).toBe("/api/v1/submissions");
    expect(init?.method).toBe("POST");
    requests.push(JSON.parse(String(init?.body)) as Envelope);
    const answer = answers.shift() ?? stored();
    if (answer === "offline") throw new TypeError("Failed to fetch");
    if (answer instanceof Promise) return answer;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "content-type": "application/json" },
    });
  });
  return { requests, fetchMock };
}

let intake: ReturnType<typeof fakeIntake>;

const MESSAGES = {
  firstName: "First name must be at least 2 characters",
  lastName: "Last name must be at least 2 characters",
  date: "Please enter a valid date (YYYY-MM-DD)",
  phone: "Please enter a 10-digit phone number (an extension is welcome, like x214)",
  email: "Please enter a valid email address",
  insuranceCompany: "Please choose your insurance company",
  insuranceId: "Insurance ID is required",
  serviceType: "Please select a service type",
  physicianName: "Physician name is required",
  condition: "Please provide details about your medical condition (at least 10 characters)",
};

type User = ReturnType<typeof userEvent.setup>;
type Props = Partial<Parameters<typeof VerificationForm>[0]>;

function setup(props: Props = {}) {
  const user = userEvent.setup({ delay: null });
  render(<VerificationForm intake={SETTINGS} {...props} />);
  return user;
}

const next = (user: User) => user.click(screen.getByRole("button", { name: "Next" }));
const field = (label: string) => screen.getByLabelText(label);
const submitButton = () => screen.getByRole("button", { name: /^(Submit|Submitting\.\.\.)$/ });

/** The field's error is read with it (aria-describedby) and shown in the summary at the top. */
async function expectFieldError(label: string, message: string) {
  await waitFor(() =>
    expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(message)),
  );
  expect(field(label)).toHaveAttribute("aria-invalid", "true");
  expect(within(screen.getByRole("alert")).getByRole("link", { name: message })).toBeVisible();
}

async function fillStep1(user: User) {
  await user.type(field("First name"), " Rosa ");
  await user.type(field("Last name"), "Alvarez");
  await user.type(field("Date of birth"), "03/27/1948");
  await user.type(field("Phone number"), "(847) 568-1033");
  await user.type(field("Email address"), "rosa@example.com");
  await next(user);
  await screen.findByText("Step 2 of 4");
}

async function fillStep2(user: User) {
  await user.selectOptions(field("Your insurance company or program"), "humana");
  await user.type(field("Insurance member ID"), "1EG4-TE5-MK73");
  await next(user);
  await screen.findByText("Step 3 of 4");
}

async function fillStep3(user: User) {
  await user.selectOptions(field("Type of care you need"), "physical-therapy");
  await user.type(field("Physician's name"), "Dr. Chen");
  await user.type(field("Physician's phone number"), "312-555-0100");
  await next(user);
  await screen.findByText("Step 4 of 4");
}

async function fillAll(user: User) {
  await fillStep1(user);
  await fillStep2(user);
  await fillStep3(user);
  await user.type(field("Medical condition"), "Recovering from hip surgery");
}

async function fillAllAndSubmit(user: User) {
  await fillAll(user);
  await user.click(submitButton());
}

/** The request `fillAll` types, as the schema parses it. */
const SENT_VALUES = rosaCheck;

const pendingHeading = () => screen.findByRole("heading", { name: "Verification Pending" });

beforeEach(() => {
  sealed.length = 0;
  toastMock.prepare.mockClear();
  toastMock.success.mockClear();
  toastMock.error.mockClear();
  intake = fakeIntake();
});

describe("VerificationForm steps", () => {
  it("starts on step 1 of 4 at 25% with Previous disabled", () => {
    setup();
    expect(screen.getByText("Step 1 of 4")).toBeVisible();
    expect(screen.getByText("25%")).toBeVisible();
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "25");
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Submit" })).not.toBeInTheDocument();
    expect(screen.getByText("Sent securely to our office")).toBeVisible();
    expect(screen.queryByText(/not connected/)).not.toBeInTheDocument();
  });

  it("step 1 with empty fields shows its four messages, focuses First name and stays", async () => {
    const user = setup();
    await next(user);
    await expectFieldError("First name", MESSAGES.firstName);
    await expectFieldError("Last name", MESSAGES.lastName);
    await expectFieldError("Date of birth", MESSAGES.date);
    // A phone number or an e-mail is enough: one message, on the phone field.
    await expectFieldError(
      "Phone number",
      "Please enter a phone number or an email address, so we can reach you",
    );
    expect(within(screen.getByRole("alert")).getAllByRole("link")).toHaveLength(4);
    expect(screen.getByRole("heading", { name: "There is a problem" })).toBeVisible();
    expect(field("First name")).toHaveFocus();
    expect(screen.getByText("Step 1 of 4")).toBeVisible();
  });

  it("focuses the first invalid field when earlier ones are fine", async () => {
    const user = setup();
    await user.type(field("First name"), "Rosa");
    await user.type(field("Last name"), "Alvarez");
    await user.type(field("Date of birth"), "2023-02-30");
    await next(user);
    await expectFieldError("Date of birth", MESSAGES.date);
    expect(field("Date of birth")).toHaveFocus();
  });

  it("moves to step 2 at 50% after a valid step 1, focusing the step heading; Previous keeps values", async () => {
    const user = setup();
    await fillStep1(user);
    expect(screen.getByText("50%")).toBeVisible();
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "50");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("heading", { name: /Step 2 of 4/ })).toHaveFocus());
    await user.click(screen.getByRole("button", { name: "Previous" }));
    expect(await screen.findByText("Step 1 of 4")).toBeVisible();
    expect(field("First name")).toHaveValue(" Rosa ");
  });

  it("accepts a date of birth typed as 03/27/1948", async () => {
    const user = setup();
    await user.type(field("First name"), "Rosa");
    await user.type(field("Last name"), "Alvarez");
    await user.type(field("Date of birth"), "03/27/1948");
    await user.type(field("Phone number"), "(847) 568-1033");
    await user.type(field("Email address"), "rosa@example.com");
    await next(user);
    expect(await screen.findByText("Step 2 of 4")).toBeVisible();
  });

  it("step 2 asks for the insurance company and the ID", async () => {
    const user = setup();
    await fillStep1(user);
    const company = field("Your insurance company or program");
    expect(company).toHaveValue("");
    expect(
      within(company)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Choose your insurance", ...PROVIDER_NAMES, "Other"]);
    await next(user);
    await expectFieldError("Your insurance company or program", MESSAGES.insuranceCompany);
    await expectFieldError("Insurance member ID", MESSAGES.insuranceId);
    expect(field("Group number (optional)")).not.toHaveAttribute("aria-invalid");
    expect(company).toHaveFocus();
  });

  it("on a provider page the company is chosen already, and can be changed", async () => {
    const user = setup({ insuranceCompany: "medicare", providerName: "Medicare" });
    await fillStep1(user);
    const company = field("Your insurance company or program");
    expect(company).toHaveValue("medicare");
    await user.selectOptions(company, "other");
    expect(company).toHaveValue("other");
    await user.type(field("Insurance member ID"), "1EG4-TE5-MK73");
    await next(user);
    expect(await screen.findByText("Step 3 of 4")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Previous" }));
    expect(await screen.findByLabelText("Your insurance company or program")).toHaveValue("other");
  });

  it("step 3 shows the service type, physician name and phone messages", async () => {
    const user = setup();
    await fillStep1(user);
    await fillStep2(user);
    expect(screen.getByText("75%")).toBeVisible();
    await next(user);
    await expectFieldError("Type of care you need", MESSAGES.serviceType);
    await expectFieldError("Physician's name", MESSAGES.physicianName);
    await expectFieldError("Physician's phone number", MESSAGES.phone);
    expect(field("Type of care you need")).toHaveFocus();
  });

  it("step 4 replaces Next with Submit and asks for the medical condition", async () => {
    const user = setup();
    await fillStep1(user);
    await fillStep2(user);
    await fillStep3(user);
    expect(screen.getByText("100%")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Next" })).not.toBeInTheDocument();
    await user.type(field("Medical condition"), "Hip pain");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await expectFieldError("Medical condition", MESSAGES.condition);
    expect(field("Medical condition")).toHaveFocus();
    expect(toastMock.prepare).not.toHaveBeenCalled();
    expect(intake.requests).toEqual([]);
  });
});

/** Whether leaving the page now would ask first (a beforeunload listener cancels it). */
function leavingAsks() {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe("VerificationForm leave warning", () => {
  it("asks before leaving once something is typed, not before, and not after it was stored", async () => {
    const user = setup();
    expect(leavingAsks()).toBe(false);
    await user.type(field("First name"), "R");
    expect(leavingAsks()).toBe(true);
    await user.clear(field("First name"));
    expect(leavingAsks()).toBe(false);
    await fillAllAndSubmit(user);
    await pendingHeading();
    await waitFor(() => expect(leavingAsks()).toBe(false));
  });

  it("still asks after a send that failed: the answers were not stored", async () => {
    intake = fakeIntake({ status: 500, body: { error: "server_error" } });
    const user = setup();
    await fillAllAndSubmit(user);
    await screen.findByText("Your request was not sent");
    expect(leavingAsks()).toBe(true);
  });

  it("does not count a company chosen by the page as typed", () => {
    setup({ insuranceCompany: "aetna" });
    expect(leavingAsks()).toBe(false);
  });
});

describe("VerificationForm fields", () => {
  it.each([
    ["First name", 100],
    ["Last name", 100],
    ["Date of birth", 20],
    ["Phone number", 30],
    ["Email address", 254],
  ])("%s takes at most %i characters", (label, max) => {
    setup();
    expect(field(label)).toHaveAttribute("maxlength", String(max));
  });

  it("every later text field has a maximum length too; the selects need none", async () => {
    const user = setup();
    await fillStep1(user);
    expect(field("Insurance member ID")).toHaveAttribute("maxlength", "50");
    expect(field("Group number (optional)")).toHaveAttribute("maxlength", "50");
    expect(field("Your insurance company or program")).not.toHaveAttribute("maxlength");
    await fillStep2(user);
    expect(field("Physician's name")).toHaveAttribute("maxlength", "100");
    expect(field("Physician's phone number")).toHaveAttribute("maxlength", "30");
    await fillStep3(user);
    expect(field("Medical condition")).toHaveAttribute("maxlength", "2000");
    expect(field("Anything else we should know? (optional)")).toHaveAttribute("maxlength", "2000");
  });

  it("posts without its script (nothing in a URL)", () => {
    setup();
    const form = screen.getByRole("form", { name: "Insurance verification" });
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/insurance/needs-javascript");
  });

  it("has a honeypot people never reach: hidden from sight and from assistive technology", () => {
    const { container } = render(<VerificationForm intake={SETTINGS} idPrefix="pot" />);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website_url"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot).toHaveAttribute("autocomplete", "off");
    expect(honeypot).toHaveAttribute("aria-hidden", "true");
    expect(honeypot?.parentElement).toHaveAttribute("aria-hidden", "true");
    expect(honeypot?.parentElement).toHaveClass("sr-only");
    expect(honeypot).not.toHaveStyle({ display: "none" });
    expect(screen.queryByRole("textbox", { name: "Leave this field empty" })).toBeNull();
  });
});

describe("VerificationForm submit", () => {
  it("sends the checked values sealed, shows Verification Pending with the reference, and stays", async () => {
    const storageSpy = vi.spyOn(Storage.prototype, "setItem");
    const logSpy = vi.spyOn(console, "log");
    let answer: (response: Response) => void = () => {};
    intake = fakeIntake(new Promise<Response>((resolve) => (answer = resolve)));
    const user = setup();
    await fillAllAndSubmit(user);

    expect(await screen.findByRole("button", { name: "Submitting..." })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    expect(toastMock.prepare).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(intake.requests).toHaveLength(1));
    expect(screen.queryByRole("heading", { name: "Verification Pending" })).toBeNull();
    answer(
      new Response(JSON.stringify(stored("BC-7F3K2").body), {
        status: 201,
        headers: { "content-type": "application/json" },
      }),
    );

    const heading = await pendingHeading();
    await waitFor(() => expect(heading).toHaveFocus());
    // Stored at 10:00 on a Tuesday in Chicago (the fake intake's receivedAt): called back today.
    expect(screen.getByText(/A care coordinator will call you/)).toBeVisible();
    expect(screen.getByText("BC-7F3K2")).toBeVisible();
    const summary = screen.getByText("Rosa Alvarez").closest("dl");
    expect(summary).not.toBeNull();
    const shown = [...(summary?.querySelectorAll("dt, dd") ?? [])].map((el) => el.textContent);
    expect(shown).toEqual([
      "Name",
      "Rosa Alvarez",
      "Date of birth",
      "03/27/1948",
      "Insurance",
      "Humana",
      "Member ID",
      "ending in MK73",
      "Type of care",
      "Physical therapy",
    ]);
    expect(screen.queryByText("1EG4-TE5-MK73")).toBeNull();
    expect(screen.getByRole("link", { name: "Call us at 847-568-1033" })).toHaveAttribute(
      "href",
      "tel:+18475681033",
    );
    expect(toastMock.success).toHaveBeenCalledWith("Verification Submitted");

    // What left the page: the envelope, and inside the ciphertext the parsed values.
    expect(sealed).toEqual([SENT_VALUES]);
    const [envelope] = intake.requests;
    expect(envelope).toMatchObject({
      formType: "verification",
      formVersion: 1,
      altcha: "solved-challenge",
      honeypot: "",
    });
    expect(envelope?.clientRequestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(envelope)).not.toContain("Alvarez");
    expect(storageSpy).not.toHaveBeenCalled();
    expect(logSpy).not.toHaveBeenCalled();

    // Nothing takes it away but the visitor.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole("heading", { name: "Verification Pending" })).toBeVisible();
    expect(screen.queryByText(/not sent/)).toBeNull();
  });

  it("a double click sends one request", async () => {
    const user = setup();
    await fillAll(user);
    await user.dblClick(submitButton());
    await pendingHeading();
    expect(intake.fetchMock).toHaveBeenCalledTimes(1);
    expect(sealed).toHaveLength(1);
  });

  it("'Submit Another Verification' returns to an empty step 1, as a new request", async () => {
    const user = setup();
    await fillAllAndSubmit(user);
    await user.click(await screen.findByRole("button", { name: "Submit Another Verification" }));

    expect(await screen.findByText("Step 1 of 4")).toBeVisible();
    await waitFor(() => expect(field("First name")).toHaveFocus());
    for (const label of [
      "First name",
      "Last name",
      "Date of birth",
      "Phone number",
      "Email address",
    ]) {
      expect(field(label)).toHaveValue("");
    }
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await fillAllAndSubmit(user);
    await pendingHeading();
    expect(intake.requests).toHaveLength(2);
    expect(intake.requests[1]?.clientRequestId).not.toBe(intake.requests[0]?.clientRequestId);
  });

  it.each([
    [{ status: 500, body: { error: "server_error" } }, "server", /had a problem/],
    [{ status: 429, body: { error: "rate_limited" } }, "rate-limited", /Too many requests/],
    ["offline", "offline", /could not reach/],
  ] satisfies [Answer, string, RegExp][])(
    "not stored (%j): the failure above the buttons, every value kept, Try again sends the same request",
    async (failure, kind, reason) => {
      intake = fakeIntake(failure, stored("BC-9Q2ZX"));
      const user = setup();
      await fillAllAndSubmit(user);

      const panel = await screen.findByRole("alert");
      expect(panel).toHaveAttribute("data-intake-failure", kind);
      await waitFor(() => expect(panel).toHaveFocus());
      expect(within(panel).getByText("Your request was not sent")).toBeVisible();
      expect(within(panel).getByText(reason)).toBeVisible();
      expect(within(panel).getByRole("link", { name: "847-568-1033" })).toHaveAttribute(
        "href",
        "tel:+18475681033",
      );
      // Above the form's buttons, inside the form.
      const form = screen.getByRole("form", { name: "Insurance verification" });
      expect(form).toContainElement(panel);
      expect(
        panel.compareDocumentPosition(submitButton()) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
      // Never a false "sent".
      expect(screen.queryByRole("heading", { name: "Verification Pending" })).toBeNull();
      expect(toastMock.success).not.toHaveBeenCalled();
      expect(submitButton()).toHaveAccessibleName("Submit");
      expect(field("Medical condition")).toHaveValue("Recovering from hip surgery");
      await user.click(screen.getByRole("button", { name: "Previous" }));
      await user.click(screen.getByRole("button", { name: "Previous" }));
      await user.click(screen.getByRole("button", { name: "Previous" }));
      expect(await screen.findByLabelText("First name")).toHaveValue(" Rosa ");
      expect(field("Date of birth")).toHaveValue("03/27/1948");
      // Each step shown before the next click: a click while a step still validates is lost.
      await next(user);
      await screen.findByText("Step 2 of 4");
      await next(user);
      await screen.findByText("Step 3 of 4");
      await next(user);
      await screen.findByText("Step 4 of 4");

      await user.click(
        within(screen.getByRole("alert")).getByRole("button", { name: "Try again" }),
      );
      await pendingHeading();
      expect(screen.getByText("BC-9Q2ZX")).toBeVisible();
      expect(intake.requests).toHaveLength(2);
      expect(intake.requests[1]?.clientRequestId).toBe(intake.requests[0]?.clientRequestId);
      expect(sealed).toEqual([SENT_VALUES, SENT_VALUES]);
    },
  );

  it("sends what a robot put in the honeypot, for the intake to refuse", async () => {
    intake = fakeIntake({ status: 400, body: { error: "rejected", message: "Rejected." } });
    const { container } = render(<VerificationForm intake={SETTINGS} />);
    const user = userEvent.setup({ delay: null });
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website_url"]');
    if (!honeypot) throw new Error("no honeypot");
    await user.type(honeypot, "https://spam.example");
    await fillAllAndSubmit(user);
    expect(await screen.findByRole("alert")).toHaveAttribute("data-intake-failure", "refused");
    expect(intake.requests[0]?.honeypot).toBe("https://spam.example");
  });

  it("a build with no intake says so up front, and a submit sends nothing", async () => {
    const user = setup({ intake: { ...SETTINGS, endpoint: null } });
    expect(screen.getByText("Online requests are not connected")).toBeVisible();
    expect(screen.queryByText("Sent securely to our office")).toBeNull();
    await fillAllAndSubmit(user);
    // The up-front notice is an alert too, and gives way to the failed send's panel when the
    // send ends: wait for that one (it takes focus), not the notice already there.
    await waitFor(() => expect(screen.getByRole("alert")).toHaveFocus());
    const panel = screen.getByRole("alert");
    expect(panel).toHaveAttribute("data-intake-failure", "not-connected");
    expect(within(panel).queryByRole("button", { name: "Try again" })).toBeNull();
    expect(within(panel).getByRole("link", { name: "847-568-1033" })).toBeVisible();
    expect(intake.fetchMock).not.toHaveBeenCalled();
    expect(sealed).toEqual([]);
  });

  it("uses idPrefix", () => {
    setup({ idPrefix: "medicare" });
    expect(field("First name")).toHaveAttribute("id", "medicare-firstName");
  });
});
