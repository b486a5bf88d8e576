import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { intakeCopy } from "@/content/intake";
import { statusSendCopy as copy } from "@/content/status-send";
import { siteConfig } from "@/content/site";
import type { AdditionOutcome, AdditionSend } from "@/lib/intake/send-addition";
import { SendMore } from "./send-more";

const outcomes: AdditionOutcome[] = [];
const sent: AdditionSend[] = [];
vi.mock("@/lib/intake/send-addition", () => ({
  sendAddition: vi.fn(async (send: AdditionSend) => {
    sent.push(send);
    return outcomes.shift() ?? { ok: true, at: "2026-11-25T21:30:00.000Z" };
  }),
}));
vi.mock("@/lib/intake/proof-of-work", () => ({ solveProofOfWork: async () => "proof" }));

const SECRET = "abcdefghijklmnopqrstuv";
const intake = { endpoint: "/api/v1", recipients: null };

beforeEach(() => {
  outcomes.length = 0;
  sent.length = 0;
});

const messageBox = () => screen.getByRole("textbox", { name: copy.messageLabel });
const sendButton = () => screen.getByRole("button", { name: copy.send });

describe("SendMore", () => {
  it("sends the message with the link's secret and says when it was received", async () => {
    const onSent = vi.fn();
    render(<SendMore secret={SECRET} formType="contact" intake={intake} onSent={onSent} />);
    await userEvent.type(messageBox(), "Please call after 3 pm.");
    await userEvent.click(sendButton());
    expect(await screen.findByText(/^Received November 25, 2026 at 3:30/)).toBeVisible();
    expect(screen.getByText(/Staff see it on your request\./)).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      secret: SECRET,
      message: "Please call after 3 pm.",
      files: [],
    });
    expect(onSent).toHaveBeenCalledWith("2026-11-25T21:30:00.000Z");
    await userEvent.click(screen.getByRole("button", { name: copy.sendAnother }));
    expect(messageBox()).toHaveValue("");
  });

  it("keeps what was typed when it fails, with the phone, and Try again sends the same addition", async () => {
    outcomes.push({ ok: false, failure: "offline" });
    render(<SendMore secret={SECRET} formType="contact" intake={intake} />);
    await userEvent.type(messageBox(), "The order is signed.");
    await userEvent.click(sendButton());
    expect(await screen.findByText(intakeCopy.failure.reasons.offline)).toBeVisible();
    expect(messageBox()).toHaveValue("The order is signed.");
    expect(screen.getByRole("link", { name: siteConfig.phone.display })).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: intakeCopy.failure.retry }));
    expect(await screen.findByText(/^Received/)).toBeVisible();
    expect(sent.map((one) => one.clientRequestId)).toEqual([
      sent[0]!.clientRequestId,
      sent[0]!.clientRequestId,
    ]);
  });

  it("a refusal of the request (too many) says to call, and offers no send", async () => {
    outcomes.push({ ok: false, failure: "refused", error: "too_many_additions" });
    render(<SendMore secret={SECRET} formType="referral" intake={intake} />);
    await userEvent.type(messageBox(), "One more");
    await userEvent.click(sendButton());
    expect(await screen.findByText(copy.refusals.too_many_additions)).toBeVisible();
    expect(screen.getByRole("link", { name: siteConfig.phone.display })).toBeVisible();
    expect(screen.queryByRole("button", { name: copy.send })).toBeNull();
  });

  it("sends nothing empty or over 2,000 characters, and says why by the field", async () => {
    render(<SendMore secret={SECRET} formType="contact" intake={intake} />);
    await userEvent.click(sendButton());
    expect(screen.getAllByText(copy.nothing)).toHaveLength(2);
    expect(messageBox()).toHaveFocus();
    fireEvent.change(messageBox(), { target: { value: "x".repeat(2001) } });
    await userEvent.click(sendButton());
    expect(screen.getAllByText(copy.messageTooLong(2001))).toHaveLength(2);
    expect(sent).toEqual([]);
  });

  it("offers files for a referral (its kinds), none for a contact request", () => {
    const { unmount } = render(<SendMore secret={SECRET} formType="referral" intake={intake} />);
    expect(screen.getByLabelText(copy.filesLabel)).toHaveAttribute("type", "file");
    expect(screen.getByText(copy.filesHint.referral)).toBeVisible();
    unmount();
    render(<SendMore secret={SECRET} formType="contact" intake={intake} />);
    expect(screen.queryByLabelText(copy.filesLabel)).toBeNull();
    expect(screen.getByText(copy.introNoFiles)).toBeVisible();
  });
});
