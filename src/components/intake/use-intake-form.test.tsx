import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { officePromise } from "@/lib/intake/settings";
import { useIntakeForm } from "./use-intake-form";

/*
 * The intake itself is replaced by a status the test sets from outside React, as a resolved
 * request does: an ordinary update, whose passive effects React runs in a later task.
 */
const holder = vi.hoisted(() => ({ setStatus: (_status: { state: string }) => {} }));
vi.mock("./use-intake", async () => {
  const { useState } = await import("react");
  return {
    useIntake: () => {
      const [status, setStatus] = useState<{ state: string }>({ state: "idle" });
      holder.setStatus = setStatus;
      return { status, send: vi.fn() };
    },
  };
});

const settings = { endpoint: "/api/v1", recipients: ["age1test"], office: officePromise() };

function Harness() {
  const { status, headingRef, failureRef } = useIntakeForm(settings, "contact");
  if (status.state === "sent")
    return (
      <h3 tabIndex={-1} ref={headingRef}>
        Request received
      </h3>
    );
  if (status.state === "failed")
    return (
      <div tabIndex={-1} ref={failureRef}>
        Not sent
      </div>
    );
  return <button type="button">Send</button>;
}

// Outside act(), as in the page: React schedules the update as it would for a resolved request.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let wasActEnvironment: boolean | undefined;
beforeEach(() => {
  wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
});

/** What has focus when the panel first is in the page (a mutation observer's first call). */
function focusWhenShown(): Promise<Element | null> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      observer.disconnect();
      resolve(document.activeElement);
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

it.each([
  ["sent", "Request received"],
  ["failed", "Not sent"],
])("focuses the %s panel in the commit that shows it, never a frame later", async (state, text) => {
  render(<Harness />);
  screen.getByRole("button", { name: "Send" }).focus();
  const focused = focusWhenShown();
  holder.setStatus({ state });
  expect(await focused).toBe(screen.getByText(text));
});
