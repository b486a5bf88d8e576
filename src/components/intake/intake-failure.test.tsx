import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { IntakeFailure } from "./intake-failure";

describe("IntakeFailure for a rate-limited send", () => {
  it("says too many requests, when to try again (the intake's wait, in minutes) and the phone", () => {
    render(<IntakeFailure failure="rate-limited" retryAfterSeconds={540} onRetry={() => {}} />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent(
      "Too many requests came from this connection in a short time, so our office's server did not take this one. Please try again in 9 minutes.",
    );
    expect(alert).not.toHaveTextContent(/connection\. Check|could not reach/);
    expect(within(alert).getByRole("link", { name: "847-568-1033" })).toHaveAttribute(
      "href",
      "tel:+18475681033",
    );
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeVisible();
  });

  it("rounds a short wait up to one minute, and says 'a few minutes' when the wait is unknown", () => {
    const { unmount } = render(<IntakeFailure failure="rate-limited" retryAfterSeconds={20} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Please try again in 1 minute.");
    unmount();
    render(<IntakeFailure failure="rate-limited" />);
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Please wait a few minutes, then try again.",
    );
  });
});

describe("IntakeFailure when the intake holds as many files as it takes (503 busy)", () => {
  it("says the office's server is full for now, not that this connection sent too much", () => {
    const { unmount } = render(<IntakeFailure failure="busy" retryAfterSeconds={1_800} />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent(
      "Our office's server is holding as many files as it can take right now, so it did not take yours. Please try again in 30 minutes.",
    );
    expect(alert).not.toHaveTextContent("this connection");
    unmount();
    render(<IntakeFailure failure="busy" />);
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Please wait a few minutes, then try again.",
    );
  });
});
