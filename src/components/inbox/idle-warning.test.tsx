import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { IdleWarning } from "./idle-warning";

/** A page with a focused button, and the warning while `warning` holds (as the session hook). */
function Page({ minutes, touch }: { minutes: number; touch: () => Promise<void> }) {
  const [warning, setWarning] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setWarning(true)}>
        Before
      </button>
      {warning && (
        <IdleWarning
          minutes={minutes}
          onStay={async () => {
            await touch();
            setWarning(false);
          }}
        />
      )}
    </>
  );
}

async function opened(minutes: number, touch = vi.fn(() => Promise.resolve())) {
  const user = userEvent.setup();
  render(<Page minutes={minutes} touch={touch} />);
  await user.click(screen.getByRole("button", { name: "Before" }));
  const dialog = screen.getByRole("alertdialog", { name: "You will be signed out in a minute" });
  return { user, touch, dialog };
}

describe("IdleWarning", () => {
  it("names the session's real idle minutes", async () => {
    const { dialog } = await opened(30);
    expect(dialog).toHaveAccessibleDescription(
      "The inbox signs out after 30 minutes without activity, to protect the requests.",
    );
  });

  it("takes focus and keeps it inside while open (Tab and Shift+Tab)", async () => {
    const { user } = await opened(15);
    const stay = screen.getByRole("button", { name: "Stay signed in" });
    expect(stay).toHaveFocus();
    await user.tab();
    expect(stay).toHaveFocus();
    await user.tab({ shift: true });
    expect(stay).toHaveFocus();
  });

  it("stays signed in on Escape, then gives focus back", async () => {
    const { user, touch } = await opened(15);
    await user.keyboard("{Escape}");
    expect(touch).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    // Radix gives focus back on the next tick after the dialog unmounts.
    await waitFor(() => expect(screen.getByRole("button", { name: "Before" })).toHaveFocus());
  });

  it("stays open when the touch fails (the server did not hear it)", async () => {
    const touch = vi.fn(() => Promise.reject(new Error("offline")));
    const { user } = await opened(15, touch);
    await user.click(screen.getByRole("button", { name: "Stay signed in" }));
    expect(touch).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
  });
});
