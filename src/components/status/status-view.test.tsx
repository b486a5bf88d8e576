import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { officePromise } from "@/lib/intake/settings";
import { StatusView } from "./status-view";
import { STATUS_POLL_MS } from "./use-status";
import { newContactAnswer as answer } from "../../../test/status-fakes";

const secret = "q0UJ5jR8-b_3ZxWk2T9aLg";
const intake = { endpoint: "/api/v1", recipients: null, office: officePromise() };

type Reply = () => Response | Promise<Response>;
const json =
  (body: unknown, status = 200) =>
  () =>
    Response.json(body, { status });

function fakeIntake(...replies: Reply[]) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetcher = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    const reply = replies.length > 1 ? replies.shift()! : replies[0]!;
    return reply();
  }) as unknown as typeof fetch;
  return { fetcher, calls };
}

async function open(hash: string, ...replies: Reply[]) {
  window.history.replaceState(null, "", `/status${hash}`);
  const intakeFake = fakeIntake(...replies);
  render(<StatusView intake={intake} fetcher={intakeFake.fetcher} />);
  await act(async () => {});
  return intakeFake;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
  vi.setSystemTime(new Date("2026-12-01T15:30:00Z"));
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, "", "/");
});

describe("the status page's link", () => {
  it("takes the secret out of the address bar, keeps it for this tab, posts it in the body", async () => {
    const { calls } = await open(`#${secret}`, json(answer));
    expect(window.location.hash).toBe("");
    expect(window.location.pathname).toBe("/status");
    expect(sessionStorage.getItem("status-link")).toBe(secret);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe("/api/v1/status");
    expect(calls[0]!.url).not.toContain(secret);
    expect(calls[0]!.init?.method).toBe("POST");
    expect(JSON.parse(String(calls[0]!.init?.body))).toEqual({ secret });
    expect(screen.getByText("BC-7K2M9")).toBeInTheDocument();
    expect(screen.getByText("Received")).toBeInTheDocument();
    expect(screen.getByText("We have your request.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /\d{3}/ })).toHaveAttribute(
      "href",
      expect.stringMatching(/^tel:/),
    );
  });

  it("still finds the request after a reload (the tab's storage), with no fragment", async () => {
    sessionStorage.setItem("status-link", secret);
    const { calls } = await open("", json(answer));
    expect(JSON.parse(String(calls[0]!.init?.body))).toEqual({ secret });
    expect(screen.getByText("BC-7K2M9")).toBeInTheDocument();
  });

  it("asks for the link from the confirmation when there is none, and asks nothing", async () => {
    const { calls } = await open("", json(answer));
    expect(calls).toHaveLength(0);
    expect(
      screen.getByRole("heading", { name: "Open the link from your confirmation" }),
    ).toBeVisible();
  });

  it("does not send a fragment that is not a secret, and removes it too", async () => {
    const { calls } = await open("#not-a-secret", json(answer));
    expect(calls).toHaveLength(0);
    expect(window.location.hash).toBe("");
    expect(screen.getByRole("heading", { name: "We don't recognise this link" })).toBeVisible();
  });
});

describe("the status page's refusals", () => {
  it.each([
    [
      "unknown (404)",
      json({ error: "unknown", message: "x" }, 404),
      "We don't recognise this link",
    ],
    [
      "withdrawn (410)",
      json({ error: "withdrawn", message: "x" }, 410),
      "This link was withdrawn by the office",
    ],
    [
      "expired (410)",
      json({ error: "expired", message: "x" }, 410),
      "This link has expired (30 days after the request was closed)",
    ],
    [
      "rate limited (429)",
      json({ error: "rate_limited", message: "x" }, 429),
      "Too many look-ups from this connection",
    ],
    [
      "a network failure",
      () => Promise.reject(new TypeError("Failed to fetch")),
      "We could not reach our office's server",
    ],
    [
      "a server error",
      json({ error: "server_error" }, 500),
      "We could not reach our office's server",
    ],
  ] as const)("%s: says so, with the phone", async (_name, reply, title) => {
    await open(`#${secret}`, reply);
    expect(screen.getByRole("heading", { name: title })).toBeVisible();
    expect(screen.getByText(/Questions\? Call us:/)).toBeInTheDocument();
  });
});

describe("a hostile answer", () => {
  it.each([
    ["not JSON", () => new Response("<html>proxy</html>", { status: 200 })],
    ["an array", json([answer])],
    ["markup for a reference", json({ ...answer, reference: "<b>BC</b>" })],
  ])("%s: never a crash, never its content", async (_name, reply) => {
    await open(`#${secret}`, reply);
    expect(
      screen.getByRole("heading", { name: "We could not reach our office's server" }),
    ).toBeVisible();
    expect(document.body.innerHTML).not.toContain("<b>BC</b>");
    expect(document.body.textContent).not.toContain("proxy");
  });

  it("shows unknown codes as neutral sentences, never the codes", async () => {
    await open(
      `#${secret}`,
      json({
        ...answer,
        formType: "ssn_check",
        status: "closed",
        closedAt: "2026-12-02T15:00:00Z",
        outcome: "deceased",
        milestones: [{ kind: "surgery_booked", date: "2026-12-05", at: "2026-12-01T16:00:00Z" }],
        note: { code: "diagnosis_cancer", at: "2026-12-01T16:00:00Z" },
        decision: { outcome: "accepted", reason: "__proto__", at: "x" },
      }),
    );
    const text = document.body.textContent ?? "";
    for (const code of [
      "ssn_check",
      "deceased",
      "surgery_booked",
      "diagnosis_cancer",
      "__proto__",
    ]) {
      expect(text).not.toContain(code);
    }
    expect(text).toContain("Call us if you have questions.");
    expect(text).toContain("An update from the office");
    expect(text).toContain("There is a note for you: please call us.");
  });
});

describe("the status page's polling", () => {
  it("asks again every 30 s while open and visible, and stops once closed", async () => {
    const closed = {
      ...answer,
      status: "closed",
      outcome: "admitted",
      closedAt: "2026-12-01T15:40:00Z",
    };
    const { calls } = await open(`#${secret}`, json(answer), json(closed));
    expect(calls).toHaveLength(1);
    await act(async () => vi.advanceTimersByTime(STATUS_POLL_MS));
    expect(calls).toHaveLength(2);
    expect(screen.getByText("Care has started.", { selector: "[data-closing]" })).toBeVisible();
    await act(async () => vi.advanceTimersByTime(STATUS_POLL_MS * 3));
    expect(calls).toHaveLength(2);
  });

  it("does not ask while the page is hidden, and asks when it comes back into view or focus", async () => {
    const { calls } = await open(`#${secret}`, json(answer));
    const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    await act(async () => vi.advanceTimersByTime(STATUS_POLL_MS * 2));
    expect(calls).toHaveLength(1);
    visibility.mockReturnValue("visible");
    await act(async () => fireEvent(document, new Event("visibilitychange")));
    expect(calls).toHaveLength(2);
    await act(async () => fireEvent.focus(window));
    expect(calls).toHaveLength(3);
  });

  it("keeps the stage on screen when a later look-up fails for a passing reason", async () => {
    await open(`#${secret}`, json(answer), () => Promise.reject(new TypeError("offline")));
    await act(async () => vi.advanceTimersByTime(STATUS_POLL_MS));
    expect(screen.getByText("BC-7K2M9")).toBeInTheDocument();
  });

  it("shows the withdrawn page when the office withdraws the link meanwhile", async () => {
    await open(`#${secret}`, json(answer), json({ error: "withdrawn", message: "x" }, 410));
    await act(async () => vi.advanceTimersByTime(STATUS_POLL_MS));
    expect(
      screen.getByRole("heading", { name: "This link was withdrawn by the office" }),
    ).toBeVisible();
    expect(screen.queryByText("BC-7K2M9")).toBeNull();
  });
});

describe("send more", () => {
  it("is offered while the request is open, not once it is closed", async () => {
    await open(`#${secret}`, json(answer));
    expect(await screen.findByText("Send more for this request")).toBeInTheDocument();
  });

  it("is not offered on a closed request", async () => {
    const closed = { ...answer, status: "closed", closedAt: "2026-12-01T15:20:00Z" };
    await open(`#${secret}`, json(closed));
    expect(screen.queryByText("Send more for this request")).toBeNull();
  });

  it("is not offered for a form type the page does not know", async () => {
    await open(`#${secret}`, json({ ...answer, formType: "bogus" }));
    expect(screen.getByText("BC-7K2M9")).toBeInTheDocument();
    expect(screen.queryByText("Send more for this request")).toBeNull();
  });
});
