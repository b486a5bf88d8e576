import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { siteConfig, telHref } from "@/content/site";
import { uiCopy } from "@/content/ui";
import { ZipCheck } from "./zip-check";

/**
 * Issue 32: the table is not in the page's props; the check fetches it (its own chunk) when it
 * hydrates, a check before it arrives waits for it, and a failed download gives the phone.
 */

const TABLE = ["Kendall County", "0=60090", "Wheeling=60090"].join("\n");
const SERVED = "Yes, we serve 60090 (Wheeling), in Cook County.";

/** A download the test lets arrive (or fail) when it chooses. */
function deferred() {
  let settle: { resolve: (table: string) => void; reject: (error: Error) => void } | undefined;
  const promise = new Promise<string>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle! };
}

function setup(loadTable: () => Promise<string>) {
  const user = userEvent.setup();
  render(<ZipCheck loadTable={loadTable} />);
  const field = screen.getByRole("textbox", { name: "Do we serve your area?" });
  const ask = async (text: string) => {
    await user.clear(field);
    await user.type(field, text);
    await user.click(screen.getByRole("button", { name: "Check" }));
  };
  return { ask, status: screen.getByRole("status") };
}

describe("ZipCheck's table", () => {
  it("is asked for once, at hydration, before any press, and serves every check", async () => {
    const loadTable = vi.fn(() => Promise.resolve(TABLE));
    const { ask, status } = setup(loadTable);
    expect(loadTable).toHaveBeenCalledTimes(1);
    await ask("60090");
    await waitFor(() => expect(status).toHaveTextContent(SERVED));
    await ask("Wheeling");
    await waitFor(() => expect(status).toHaveTextContent("Yes, we serve Wheeling"));
    expect(loadTable).toHaveBeenCalledTimes(1);
  });

  it("answers a check pressed before it has arrived, once it does", async () => {
    const download = deferred();
    const { ask, status } = setup(() => download.promise);
    await ask("60090");
    expect(status).toHaveTextContent("");
    download.resolve(TABLE);
    await waitFor(() => expect(status).toHaveTextContent(SERVED));
  });

  it("gives the phone number when it cannot load, and tries again at the next check", async () => {
    const offline = () => Promise.reject(new Error("offline"));
    // Offline at hydration and at the first press; back online at the second.
    const loadTable = vi
      .fn<() => Promise<string>>()
      .mockImplementationOnce(offline)
      .mockImplementationOnce(offline)
      .mockResolvedValue(TABLE);
    const { ask, status } = setup(loadTable);
    await ask("60090");
    await waitFor(() =>
      expect(status).toHaveTextContent("We could not load our list of ZIP codes just now."),
    );
    const call = within(status).getByRole("link", {
      name: uiCopy.callUs(siteConfig.phone.display),
    });
    expect(call).toHaveAttribute("href", telHref(siteConfig.phone));
    await ask("60090");
    await waitFor(() => expect(status).toHaveTextContent(SERVED));
    expect(status).not.toHaveTextContent("could not load");
    expect(loadTable).toHaveBeenCalledTimes(3);
  });
});
