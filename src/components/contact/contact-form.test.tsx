import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { SubmitOutcome, SubmitRequest } from "@/lib/intake/submit";
import { officePromise } from "@/lib/intake/settings";
import { REQUEST_CARE_EVENT, saveRequestArea } from "@/lib/request-care";
import { ContactForm } from "./contact-form";
import { CONTACT_CONSENT as CONSENT, CONTACT_SERVICES as SERVICES } from "../../../test/spec";

/* The intake client is replaced: these tests are about the form; server/api tests the client. */
const submitToIntake = vi.fn<(client: unknown, request: SubmitRequest) => Promise<SubmitOutcome>>();
vi.mock("@/lib/intake/client", () => ({
  solveProofOfWork: () => Promise.resolve("solved"),
  sealJson: () => Promise.resolve("sealed"),
  submitToIntake: (client: unknown, request: SubmitRequest) => submitToIntake(client, request),
}));

const office = officePromise();

const received: SubmitOutcome = {
  ok: true,
  receipt: { reference: "BC-7F3K2", receivedAt: "2026-11-24T10:00:00.000Z" },
};

beforeEach(() => {
  submitToIntake.mockReset();
  submitToIntake.mockResolvedValue(received);
});

function setup() {
  const user = userEvent.setup();
  render(
    <>
      <h2 id="form-title">Request Care Information</h2>
      <ContactForm
        labelledBy="form-title"
        intake={{ endpoint: "/api/v1", recipients: ["age1test"], office }}
      />
    </>,
  );
  return { user };
}

const field = (label: string) => screen.getByLabelText(label);
const submit = () => screen.getByRole("button", { name: "Send Request" });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field("Full Name"), "Rosa Alvarez");
  await user.type(field("Email Address"), "rosa@example.com");
  await user.type(field("Phone Number"), "847-568-1033");
  await user.click(screen.getByRole("checkbox", { name: CONSENT }));
}

describe("ContactForm", () => {
  it("has the spec's fields, checked by the contact schema rather than the browser", () => {
    setup();
    expect(screen.getByRole("form", { name: "Request Care Information" })).toHaveAttribute(
      "novalidate",
    );
    expect(field("Full Name")).toHaveAttribute("type", "text");
    expect(field("Email Address")).toHaveAttribute("type", "email");
    expect(field("Phone Number")).toHaveAttribute("type", "tel");
    expect(field("Tell Us About Your Needs")).toHaveAttribute("rows", "4");
    expect(screen.getByRole("checkbox", { name: CONSENT })).not.toBeChecked();
    for (const input of [field("Full Name"), field("Email Address"), field("Phone Number")]) {
      expect(input).not.toHaveAttribute("minlength");
      expect(input).not.toHaveAttribute("pattern");
    }
    // Issue 15: a maximum length on every text field (a 100,000-character name was accepted).
    expect(field("Full Name")).toHaveAttribute("maxlength", "100");
    expect(field("Email Address")).toHaveAttribute("maxlength", "254");
    expect(field("Phone Number")).toHaveAttribute("maxlength", "30");
    expect(field("Tell Us About Your Needs")).toHaveAttribute("maxlength", "2000");
  });

  it("offers the placeholder, then the thirteen services in the spec's order", () => {
    setup();
    const options = within(field("Service of Interest")).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      "Select a service...",
      ...SERVICES,
    ]);
    expect(field("Service of Interest")).toHaveValue("");
  });

  it("links 'privacy policy' inside the checkbox label, in the same tab", () => {
    setup();
    const link = screen.getByRole("link", { name: "privacy policy" });
    expect(link).toHaveAttribute("href", "/privacy-policy");
    expect(link).not.toHaveAttribute("target");
  });

  it("does not submit a phone number a call back cannot use, and says why by the field", async () => {
    const { user } = setup();
    await user.type(field("Full Name"), "Rosa Alvarez");
    await user.type(field("Phone Number"), "12");
    await user.click(screen.getByRole("checkbox", { name: CONSENT }));
    await user.click(submit());
    // The schema loads on the first send: wait for its answer, not for the machine's speed.
    await screen.findByRole("alert");
    expect(submitToIntake).not.toHaveBeenCalled();
    expect(field("Phone Number")).toHaveAttribute("aria-invalid", "true");
    expect(field("Phone Number")).toHaveAccessibleDescription(
      "Error: Please enter a 10-digit phone number (an extension is welcome, like x214)",
    );
    expect(screen.getByRole("alert")).toHaveTextContent("There is a problem");
  });

  it("sends the values once through the intake, then shows the reference until 'Send another'", async () => {
    const { user } = setup();
    await fillRequired(user);
    await user.selectOptions(field("Service of Interest"), "Physical Therapy");
    await user.type(field("Tell Us About Your Needs"), "Help after a hip replacement");
    let answer: (outcome: SubmitOutcome) => void = () => {};
    submitToIntake.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    await user.dblClick(submit());
    await waitFor(() => expect(submitToIntake).toHaveBeenCalledTimes(1));
    expect(screen.getByRole("button", { name: "Sending securely…" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Sending securely…" }));
    answer(received);

    const status = screen.getByRole("status");
    await waitFor(() =>
      expect(within(status).getByRole("heading", { name: "Request received" })).toBeVisible(),
    );
    expect(submitToIntake).toHaveBeenCalledTimes(1);
    const request = submitToIntake.mock.calls[0]![1];
    expect(request).toMatchObject({
      formType: "contact",
      formVersion: 1,
      honeypot: "",
      values: {
        name: "Rosa Alvarez",
        email: "rosa@example.com",
        phone: "847-568-1033",
        service: "Physical Therapy",
        message: "Help after a hip replacement",
      },
    });
    expect(request.clientRequestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(status).toHaveTextContent("BC-7F3K2");
    expect(status).toHaveTextContent("Help after a hip replacement");
    expect(status).toHaveTextContent(/A care coordinator will call you (today|tomorrow|on \w+day)/);
    expect(within(status).getByRole("link", { name: "847-568-1033" })).toHaveAttribute(
      "href",
      "tel:+18475681033",
    );
    expect(within(status).getByRole("heading", { name: "Request received" })).toHaveFocus();
    expect(screen.queryByRole("form")).not.toBeInTheDocument();

    await user.click(within(status).getByRole("button", { name: "Send another request" }));
    expect(screen.getByRole("form", { name: "Request Care Information" })).toBeInTheDocument();
    expect(field("Full Name")).toHaveValue("");
    await waitFor(() => expect(field("Full Name")).toHaveFocus());
  });

  it("says plainly when the request was not stored, keeps every value, and retries the same request", async () => {
    const { user } = setup();
    await fillRequired(user);
    submitToIntake.mockResolvedValueOnce({ ok: false, failure: "server" });
    await user.click(submit());
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your request was not sent");
    expect(alert).toHaveTextContent("did not store the request");
    expect(within(alert).getByRole("link", { name: "847-568-1033" })).toHaveAttribute(
      "href",
      "tel:+18475681033",
    );
    expect(field("Full Name")).toHaveValue("Rosa Alvarez");
    expect(field("Phone Number")).toHaveValue("847-568-1033");
    expect(screen.queryByText("Request received")).not.toBeInTheDocument();

    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    await screen.findByRole("heading", { name: "Request received" });
    const [first, second] = submitToIntake.mock.calls.map((call) => call[1]);
    expect(second!.clientRequestId).toBe(first!.clientRequestId);
  });

  it("in a build without an intake, says so before anyone types, and sends nothing", async () => {
    const user = userEvent.setup();
    render(
      <>
        <h2 id="form-title">Request Care Information</h2>
        <ContactForm labelledBy="form-title" intake={{ endpoint: null, recipients: [], office }} />
      </>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Online requests are not connected");
    expect(
      within(screen.getByRole("alert")).getByRole("link", { name: "847-568-1033" }),
    ).toBeVisible();
    expect(within(screen.getByRole("alert")).queryByRole("button")).toBeNull();
    await fillRequired(user);
    submitToIntake.mockResolvedValueOnce({ ok: false, failure: "not-connected" });
    await user.click(submit());
    // The send ends before the test does: one still under way would call the next test's fake.
    await waitFor(() => expect(submitToIntake).toHaveBeenCalledTimes(1));
    await screen.findByRole("button", { name: "Send Request" });
    expect(screen.getAllByRole("alert")).toHaveLength(1);
    expect(screen.queryByText("Request received")).not.toBeInTheDocument();
  });

  it("has a honeypot people never reach: hidden from screen readers, out of the tab order", () => {
    setup();
    const trap = document.querySelector<HTMLInputElement>('input[name="website_url"]')!;
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it("keeps the status region on the page before and after, empty while the form shows", () => {
    setup();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("starts the message with the ZIP code the ZIP check handed over, once", async () => {
    saveRequestArea(sessionStorage, "60090");
    const { user } = setup();
    await waitFor(() =>
      expect(field("Tell Us About Your Needs")).toHaveValue("My ZIP code is 60090."),
    );
    expect(sessionStorage.length).toBe(0);
    await fillRequired(user);
    await user.click(submit());
    await waitFor(() => expect(submitToIntake).toHaveBeenCalledTimes(1));
    expect(submitToIntake.mock.calls[0]![1].values).toMatchObject({
      message: "My ZIP code is 60090.",
    });
  });

  it("puts a town from the check on the same page before what was typed", async () => {
    const { user } = setup();
    await user.type(field("Tell Us About Your Needs"), "Care for my mother");
    act(() => {
      saveRequestArea(sessionStorage, "Naperville");
      window.dispatchEvent(new Event(REQUEST_CARE_EVENT));
    });
    expect(field("Tell Us About Your Needs")).toHaveValue(
      "I live in Naperville.\nCare for my mother",
    );
    expect(sessionStorage.length).toBe(0);
  });
});
