import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentProps } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EnrolmentDeviceWarning, setEnrolledOnDevice } from "./device-key-warning";
import { EnrolPanel } from "./enrol-panel";

async function enrolOn(kind: "passkey" | "device") {
  setEnrolledOnDevice(false);
  const session = {
    client: {
      enrolmentOptions: () =>
        Promise.resolve({ invitation: { name: "Bo", role: "staff" }, options: {} }),
    },
    enrol: vi.fn(() => Promise.resolve(kind)),
  } as unknown as ComponentProps<typeof EnrolPanel>["session"];
  const view = render(
    <>
      <EnrolPanel session={session} token={"t".repeat(43)} />
      <EnrolmentDeviceWarning />
    </>,
  );
  const button = await screen.findByRole("button", { name: "Create my passkey" });
  await userEvent.setup().click(button);
  // The enrolment has ended (the button is back): what it sets is set before the test checks.
  await waitFor(() => expect(session.enrol).toHaveBeenCalledOnce());
  await waitFor(() => expect(button).toBeEnabled());
  return view;
}

// The warning's flag is the module's, shared with the files after this one.
afterEach(() => setEnrolledOnDevice(false));

describe("EnrolPanel", () => {
  it("has the workspace warn when the enrolment made a device key (no PRF)", async () => {
    await enrolOn("device");
    expect(await screen.findByText("Your key lives in this browser only")).toBeInTheDocument();
  });

  it("does not when it made a passkey member key", async () => {
    await enrolOn("passkey");
    expect(screen.queryByText("Your key lives in this browser only")).toBeNull();
  });
});
