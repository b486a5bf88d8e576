import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setUpShareButtons } from "./scripts/share";
import { ShareButtons } from "./share-buttons";

const URL_ = "https://www.example.org/blog/4";
const TITLE = "Caring for Your Mind at Home";
const EXCERPT = "Simple ways to protect mental health while recovering at home.";

function setNavigator(key: "share" | "clipboard", value: unknown) {
  Object.defineProperty(window.navigator, key, { value, configurable: true, writable: true });
}

/** The prerendered buttons (ShareButtons), before any script ran. */
const renderHtml = () => render(<ShareButtons url={URL_} title={TITLE} excerpt={EXCERPT} />);

/** The buttons as the visitor's browser has them: the HTML, then scripts/share.ts run on it. */
function renderButtons() {
  const view = renderHtml();
  setUpShareButtons(screen.getByRole("group"));
  return view;
}

beforeEach(() => {
  setNavigator("share", undefined);
  setNavigator("clipboard", undefined);
});

afterEach(() => {
  Reflect.deleteProperty(window.navigator, "share");
  Reflect.deleteProperty(window.navigator, "clipboard");
});

describe("ShareButtons: before and after the script", () => {
  it("without JavaScript the four buttons are disabled and the fourth says 'Copy link'", () => {
    renderHtml();
    const buttons = screen.getAllByRole("button");
    expect(buttons).toHaveLength(4);
    for (const button of buttons) expect(button).toBeDisabled();
    expect(screen.getByRole("button", { name: "Copy link" })).toBeInTheDocument();
    setUpShareButtons(screen.getByRole("group"));
    for (const button of buttons) expect(button).toBeEnabled();
  });

  it("the fourth button says 'Share' once the script finds a share sheet", () => {
    setNavigator("share", vi.fn());
    renderHtml();
    expect(screen.queryByRole("button", { name: "Share" })).toBeNull();
    setUpShareButtons(screen.getByRole("group"));
    expect(screen.getByRole("button", { name: "Share" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Copy link" })).toBeNull();
  });
});

describe("ShareButtons: popups", () => {
  it.each([
    ["Facebook", "https://www.facebook.com/sharer/sharer.php", "u"],
    ["X", "https://twitter.com/intent/tweet", "url"],
    ["LinkedIn", "https://www.linkedin.com/sharing/share-offsite/", "url"],
  ])("%s opens a 600x400 popup with the article URL", async (name, base, param) => {
    const popup = { opener: window };
    const open = vi.spyOn(window, "open").mockReturnValue(popup as unknown as Window);
    renderButtons();
    await userEvent.click(
      screen.getByRole("button", { name: `Share on ${name} (opens in a new window)` }),
    );

    expect(open).toHaveBeenCalledTimes(1);
    const [href, target, features] = open.mock.calls[0]!;
    const url = new URL(String(href));
    expect(url.origin + url.pathname).toBe(base);
    expect(url.searchParams.get(param)).toBe(URL_);
    expect(target).toBe("share");
    expect(features).toMatch(/(^|,)width=600(,|$)/);
    expect(features).toMatch(/(^|,)height=400(,|$)/);
    expect(features).not.toMatch(/noopener/);
    // The popup cannot reach back into the article page.
    expect(popup.opener).toBeNull();
  });

  it("X gets the share text, LinkedIn the title and excerpt", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    renderButtons();
    await userEvent.click(screen.getByRole("button", { name: /Share on X/ }));
    await userEvent.click(screen.getByRole("button", { name: /Share on LinkedIn/ }));
    const x = new URL(String(open.mock.calls[0]![0]));
    const linkedin = new URL(String(open.mock.calls[1]![0]));
    expect(x.searchParams.get("text")).toBe(`${TITLE} - Check out this article!`);
    expect(linkedin.searchParams.get("title")).toBe(TITLE);
    expect(linkedin.searchParams.get("summary")).toBe(EXCERPT);
  });
});

describe("ShareButtons: the fourth button", () => {
  it("without a share sheet, copies the link and alerts 'Link copied to clipboard!'", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setNavigator("clipboard", { writeText });
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    renderButtons();
    await userEvent.click(screen.getByRole("button", { name: "Copy link" }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith("Link copied to clipboard!"));
    expect(writeText).toHaveBeenCalledWith(URL_);
  });

  it("when copying fails, alerts with the URL to copy by hand", async () => {
    setNavigator("clipboard", { writeText: vi.fn().mockRejectedValue(new Error("denied")) });
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    renderButtons();
    await userEvent.click(screen.getByRole("button", { name: "Copy link" }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(`Failed to copy link. Please copy manually: ${URL_}`),
    );
  });

  it("when there is no clipboard at all, also alerts the failure", async () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    renderButtons();
    await userEvent.click(screen.getByRole("button", { name: "Copy link" }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(`Failed to copy link. Please copy manually: ${URL_}`),
    );
  });

  it("uses the native share sheet when present, and does not copy", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    setNavigator("share", share);
    setNavigator("clipboard", { writeText });
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    renderButtons();
    await userEvent.click(screen.getByRole("button", { name: "Share" }));
    expect(share).toHaveBeenCalledWith({
      title: TITLE,
      text: `${TITLE} - Check out this article!`,
      url: URL_,
    });
    expect(writeText).not.toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
  });

  it("ignores a cancelled share sheet; other sharing errors go to the console only", async () => {
    const share = vi
      .fn()
      .mockRejectedValueOnce(new DOMException("cancelled", "AbortError"))
      .mockRejectedValueOnce(new DOMException("not allowed", "NotAllowedError"));
    setNavigator("share", share);
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    renderButtons();
    const button = screen.getByRole("button", { name: "Share" });

    await userEvent.click(button);
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(consoleError).not.toHaveBeenCalled();

    await userEvent.click(button);
    await waitFor(() => expect(consoleError).toHaveBeenCalledTimes(1));
    expect(consoleError.mock.calls[0]![0]).toMatchObject({ name: "NotAllowedError" });
    expect(alert).not.toHaveBeenCalled();
  });
});
