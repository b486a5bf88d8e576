import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "./contact-form";
import { CONTACT_CONSENT as CONSENT, CONTACT_SERVICES as SERVICES } from "../../../test/spec";

function setup() {
  const user = userEvent.setup();
  const log = vi.spyOn(console, "log").mockImplementation(() => {});
  render(
    <>
      <h2 id="form-title">Request Care Information</h2>
      <ContactForm labelledBy="form-title" />
    </>,
  );
  return { user, log };
}

const field = (label: string) => screen.getByLabelText(label);
const submit = () => screen.getByRole("button", { name: "Check My Answers" });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field("Full Name"), "Rosa Alvarez");
  await user.type(field("Email Address"), "rosa@example.com");
  await user.type(field("Phone Number"), "847-568-1033");
  await user.click(screen.getByRole("checkbox", { name: CONSENT }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe("ContactForm", () => {
  it("has the spec's fields with the browser's own rules only", () => {
    setup();
    expect(screen.getByRole("form", { name: "Request Care Information" })).not.toHaveAttribute(
      "novalidate",
    );
    expect(field("Full Name")).toHaveAttribute("type", "text");
    expect(field("Full Name")).toBeRequired();
    expect(field("Email Address")).toHaveAttribute("type", "email");
    expect(field("Email Address")).toBeRequired();
    expect(field("Phone Number")).toHaveAttribute("type", "tel");
    expect(field("Phone Number")).toBeRequired();
    expect(field("Service of Interest")).not.toBeRequired();
    expect(field("Tell Us About Your Needs")).not.toBeRequired();
    expect(field("Tell Us About Your Needs")).toHaveAttribute("rows", "4");
    expect(screen.getByRole("checkbox", { name: CONSENT })).toBeRequired();
    for (const input of [field("Full Name"), field("Email Address"), field("Phone Number")]) {
      expect(input).not.toHaveAttribute("minlength");
      expect(input).not.toHaveAttribute("pattern");
    }
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

  it("does not submit while a required field is empty", async () => {
    const { user, log } = setup();
    await user.type(field("Full Name"), "Rosa Alvarez");
    await user.type(field("Email Address"), "rosa@example.com");
    await user.click(screen.getByRole("checkbox", { name: CONSENT }));
    await user.click(submit());
    expect(log).not.toHaveBeenCalled();
    expect(screen.queryByText("Your request was not sent")).not.toBeInTheDocument();
    expect(field("Phone Number")).toBeInvalid();
  });

  it("logs the values, shows the confirmation for 3000 ms, then the empty form returns", async () => {
    const { user, log } = setup();
    await fillRequired(user);
    await user.selectOptions(field("Service of Interest"), "Physical Therapy");
    await user.type(field("Tell Us About Your Needs"), "Help after a hip replacement");
    // The clock is faked from the submit on, so the 3000 ms can be stepped through exactly.
    vi.useFakeTimers();
    fireEvent.click(submit());
    // The schema loads on submit (a dynamic import): wait for the confirmation.
    await act(async () => {
      await vi.dynamicImportSettled();
    });

    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith("Contact form submitted:", {
      name: "Rosa Alvarez",
      email: "rosa@example.com",
      phone: "847-568-1033",
      service: "Physical Therapy",
      message: "Help after a hip replacement",
    });

    const status = screen.getByRole("status");
    expect(
      within(status).getByRole("heading", { name: "Your request was not sent" }),
    ).toBeVisible();
    // Issue 14: no tick, no "Thank You!": it says nothing was sent and gives the number to call.
    expect(status).toHaveTextContent("online requests are not connected to our office yet");
    expect(within(status).getByRole("link", { name: "847-568-1033" })).toHaveAttribute(
      "href",
      "tel:+18475681033",
    );
    expect(status.firstElementChild).toHaveFocus();
    expect(screen.queryByRole("form")).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByText("Your request was not sent")).toBeInTheDocument();
    expect(screen.queryByRole("form")).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Your request was not sent")).not.toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Request Care Information" })).toBeInTheDocument();
    expect(field("Full Name")).toHaveValue("");
    expect(field("Email Address")).toHaveValue("");
    expect(field("Phone Number")).toHaveValue("");
    expect(field("Service of Interest")).toHaveValue("");
    expect(field("Tell Us About Your Needs")).toHaveValue("");
    expect(screen.getByRole("checkbox", { name: CONSENT })).not.toBeChecked();
    expect(field("Full Name")).toHaveFocus();
  });

  it("keeps the status region on the page before and after, empty while the form shows", () => {
    setup();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });
});
