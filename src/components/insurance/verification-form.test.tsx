/*
 * Longer than 200 lines on purpose: the four steps and the submit share one rendered form and its
 * fake clock; split in two, each file would repeat the setup that fills the steps.
 */
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { VerificationResult } from "@/content/verification";
import { VerificationForm } from "./verification-form";

const toastMock = vi.hoisted(() => ({ prepare: vi.fn(), success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/ui/toast", () => ({ toast: toastMock }));

const MESSAGES = {
  firstName: "First name must be at least 2 characters",
  lastName: "Last name must be at least 2 characters",
  date: "Please enter a valid date (YYYY-MM-DD)",
  phone: "Please enter a 10-digit phone number",
  email: "Please enter a valid email address",
  insuranceCompany: "Please choose your insurance company",
  insuranceId: "Insurance ID is required",
  serviceType: "Please select a service type",
  physicianName: "Physician name is required",
  condition: "Please provide details about your medical condition (at least 10 characters)",
};

type User = ReturnType<typeof userEvent.setup>;

function setup(props: Parameters<typeof VerificationForm>[0] = {}) {
  const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
  render(<VerificationForm {...props} />);
  return user;
}

const next = (user: User) => user.click(screen.getByRole("button", { name: "Next" }));
const field = (label: string) => screen.getByLabelText(label);

/** The field's error is read with it (aria-describedby) and shown in the summary at the top. */
async function expectFieldError(label: string, message: string) {
  await waitFor(() =>
    expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(message)),
  );
  expect(field(label)).toHaveAttribute("aria-invalid", "true");
  expect(within(screen.getByRole("alert")).getByRole("link", { name: message })).toBeVisible();
}

async function fillStep1(user: User) {
  await user.type(field("First name"), "Rosa");
  await user.type(field("Last name"), "Alvarez");
  await user.type(field("Date of birth"), "1948-03-27");
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

async function fillAllAndSubmit(user: User) {
  await fillStep1(user);
  await fillStep2(user);
  await fillStep3(user);
  await user.type(field("Medical condition"), "Recovering from hip surgery");
  await user.click(screen.getByRole("button", { name: "Submit" }));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  toastMock.prepare.mockClear();
  toastMock.success.mockClear();
  toastMock.error.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("VerificationForm steps", () => {
  it("starts on step 1 of 4 at 25% with Previous disabled", () => {
    setup();
    expect(screen.getByText("Step 1 of 4")).toBeVisible();
    expect(screen.getByText("25%")).toBeVisible();
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "25");
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Submit" })).not.toBeInTheDocument();
    expect(
      screen.getByText("Nothing you type here is sent or saved", { exact: false }),
    ).toBeVisible();
  });

  it("step 1 with empty fields shows its five messages, focuses First name and stays", async () => {
    const user = setup();
    await next(user);
    await expectFieldError("First name", MESSAGES.firstName);
    await expectFieldError("Last name", MESSAGES.lastName);
    await expectFieldError("Date of birth", MESSAGES.date);
    await expectFieldError("Phone number", MESSAGES.phone);
    await expectFieldError("Email address", MESSAGES.email);
    expect(within(screen.getByRole("alert")).getAllByRole("link")).toHaveLength(5);
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
    expect(field("First name")).toHaveValue("Rosa");
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
    ).toEqual([
      "Choose your insurance",
      "Medicare",
      "Medicaid",
      "Blue Cross Blue Shield",
      "Aetna",
      "Cigna",
      "Humana",
      "United Healthcare",
      "Anthem",
      "Kaiser Permanente",
      "TRICARE",
      "Centene",
      "Molina Healthcare",
      "WellCare",
      "Independence Blue Cross",
      "Other",
    ]);
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
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(toastMock.success).not.toHaveBeenCalled();
    expect(toastMock.prepare).not.toHaveBeenCalled();
  });
});

/** Whether leaving the page now would ask first (a beforeunload listener cancels it). */
function leavingAsks() {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe("VerificationForm leave warning", () => {
  it("asks before leaving once something is typed, not before, and not after sending", async () => {
    const user = setup({ pickResult: () => "verified" });
    expect(leavingAsks()).toBe(false);
    await user.type(field("First name"), "R");
    expect(leavingAsks()).toBe(true);
    await user.clear(field("First name"));
    expect(leavingAsks()).toBe(false);
    await fillAllAndSubmit(user);
    expect(leavingAsks()).toBe(true); // still "Submitting..."
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await screen.findByRole("heading", { name: "Your answers are complete, but not sent" });
    expect(leavingAsks()).toBe(false);
  });

  it("does not count a company chosen by the page as typed", () => {
    setup({ insuranceCompany: "aetna" });
    expect(leavingAsks()).toBe(false);
  });
});

describe("VerificationForm submit", () => {
  it.each([
    // Issue 14: nothing is sent, so no outcome claims a check; each says so and asks for a call.
    [
      "verified",
      "Your answers are complete, but not sent",
      "Online requests are not connected to our office yet, so we cannot see your answers.",
    ],
    [
      "pending",
      "Your answers are complete, but not sent",
      "Online requests are not connected to our office yet, so we cannot see your answers.",
    ],
    [
      "needs-review",
      "Your answers are complete, but not sent",
      "Online requests are not connected to our office yet, so we cannot see your answers.",
    ],
  ] satisfies [VerificationResult, string, string][])(
    "%s: shows 'Submitting...' for 2 s, then the result",
    async (result, heading, text) => {
      const fetchSpy = vi.spyOn(globalThis, "fetch");
      const storageSpy = vi.spyOn(Storage.prototype, "setItem");
      const logSpy = vi.spyOn(console, "log");
      const pickResult = vi.fn(() => result);
      const user = setup({ pickResult });
      await fillAllAndSubmit(user);

      expect(await screen.findByRole("button", { name: "Submitting..." })).toBeDisabled();
      // The toaster gets ready while the visitor waits, before the toast comes.
      expect(toastMock.prepare).toHaveBeenCalledTimes(1);
      await act(() => vi.advanceTimersByTimeAsync(1500));
      expect(screen.queryByRole("heading", { name: heading })).not.toBeInTheDocument();
      expect(pickResult).not.toHaveBeenCalled();

      await act(() => vi.advanceTimersByTimeAsync(600));
      const resultHeading = await screen.findByRole("heading", { name: heading });
      expect(screen.getByText(text)).toBeVisible();
      await waitFor(() => expect(resultHeading).toHaveFocus());
      expect(toastMock.success).toHaveBeenCalledWith("Your answers are complete (not sent)");
      expect(toastMock.error).not.toHaveBeenCalled();
      expect(screen.getByRole("link", { name: "Call us at 847-568-1033" })).toHaveAttribute(
        "href",
        "tel:+18475681033",
      );
      expect(fetchSpy).not.toHaveBeenCalled();
      expect(storageSpy).not.toHaveBeenCalled();
      expect(logSpy).not.toHaveBeenCalled();
    },
  );

  it("'Start Again' returns to an empty step 1", async () => {
    const user = setup({ pickResult: () => "verified" });
    await fillAllAndSubmit(user);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await user.click(await screen.findByRole("button", { name: "Start Again" }));

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
    await fillStep1(user);
    expect(field("Insurance member ID")).toHaveValue("");
  });

  it("shows the destructive toast and stays on step 4 when the result cannot be chosen", async () => {
    const user = setup({
      pickResult: () => {
        throw new Error("boom");
      },
    });
    await fillAllAndSubmit(user);
    await act(() => vi.advanceTimersByTimeAsync(2000));

    await waitFor(() =>
      expect(toastMock.error).toHaveBeenCalledWith("Submission Failed", {
        description: "There was an error submitting your verification. Please try again.",
      }),
    );
    expect(toastMock.success).not.toHaveBeenCalled();
    expect(screen.getByText("Step 4 of 4")).toBeVisible();
    expect(await screen.findByRole("button", { name: "Submit" })).toBeEnabled();
    expect(field("Medical condition")).toHaveValue("Recovering from hip surgery");
  });

  it("uses delayMs and idPrefix", async () => {
    const user = setup({ pickResult: () => "pending", delayMs: 10, idPrefix: "medicare" });
    expect(field("First name")).toHaveAttribute("id", "medicare-firstName");
    await fillAllAndSubmit(user);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(
      await screen.findByRole("heading", { name: "Your answers are complete, but not sent" }),
    ).toBeVisible();
  });
});
