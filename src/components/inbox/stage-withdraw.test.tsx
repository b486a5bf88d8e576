import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { inboxStageCopy } from "@/content/inbox-stage";
import { StageWithdraw } from "./stage-withdraw";

const copy = inboxStageCopy.withdraw;

describe("StageWithdraw", () => {
  it("asks in a named, described dialog, and withdraws only on its confirm button", async () => {
    const user = userEvent.setup();
    const onWithdraw = vi.fn(() => Promise.resolve());
    render(<StageWithdraw reason="" busy={false} onWithdraw={onWithdraw} />);
    await user.click(screen.getByRole("button", { name: copy.button }));
    const dialog = screen.getByRole("dialog", { name: copy.confirmTitle });
    expect(dialog).toHaveAccessibleDescription(copy.confirmText);
    await user.click(screen.getByRole("button", { name: copy.cancel }));
    expect(onWithdraw).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: copy.button }));
    await user.click(screen.getByRole("button", { name: copy.confirm }));
    expect(onWithdraw).toHaveBeenCalledTimes(1);
  });

  it("cannot be opened when there is no live link, and says why", () => {
    render(<StageWithdraw reason={copy.noLink} busy={false} onWithdraw={vi.fn()} />);
    expect(screen.getByRole("button", { name: copy.button })).toBeDisabled();
    expect(screen.getByText(copy.noLink)).toBeInTheDocument();
  });
});
