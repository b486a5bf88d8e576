import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mailtoOf, StatusLinkPanel } from "./status-link-panel";
import { StatusLinkContext } from "./status-secret";

const secret = "q0UJ5jR8-b_3ZxWk2T9aLg";
const url = `${window.location.origin}/status#${secret}`;

function renderPanel() {
  return render(
    <StatusLinkContext value={{ secret, reference: "BC-7K2M9" }}>
      <StatusLinkPanel />
    </StatusLinkContext>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.removeAttribute("data-print-status");
});

describe("the status link panel", () => {
  it("shows the whole link and says plainly what it shows", () => {
    renderPanel();
    expect(screen.getByText(url)).toHaveAttribute("data-status-url");
    expect(
      screen.getByText(
        "Anyone with this link can see the stage of your request, never what you wrote. Keep it like a receipt.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Check where your request stands" })).toBeVisible();
  });

  it("is not there outside a stored request's confirmation", () => {
    const { container } = render(<StatusLinkPanel />);
    expect(container).toBeEmptyDOMElement();
  });

  it("copies the link and says Copied", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    renderPanel();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy link" })));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(screen.getByRole("status")).toHaveTextContent("Copied");
    vi.unstubAllGlobals();
  });

  it("selects the link's text where the clipboard is refused, and says so", async () => {
    const writeText = vi.fn().mockRejectedValue(new DOMException("denied", "NotAllowedError"));
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    renderPanel();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy link" })));
    expect(window.getSelection()?.toString()).toBe(url);
    expect(screen.getByRole("status")).toHaveTextContent(/The link is selected/);
    vi.unstubAllGlobals();
  });

  it("prints the panel alone: marks the page for the print style until afterprint", () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => {
      expect(document.documentElement).toHaveAttribute("data-print-status");
    });
    renderPanel();
    fireEvent.click(screen.getByRole("button", { name: "Print" }));
    expect(print).toHaveBeenCalledOnce();
    window.dispatchEvent(new Event("afterprint"));
    expect(document.documentElement).not.toHaveAttribute("data-print-status");
  });

  it("offers a mailto the visitor sends, with the reference and the link", () => {
    renderPanel();
    const link = screen.getByRole("link", { name: "E-mail it to myself" });
    const href = link.getAttribute("href") ?? "";
    expect(href).toBe(mailtoOf("BC-7K2M9", url));
    expect(href.startsWith("mailto:?subject=")).toBe(true);
    const params = new URLSearchParams(href.slice("mailto:?".length));
    expect(params.get("subject")).toContain("BC-7K2M9");
    expect(params.get("body")).toContain(url);
  });
});
