import { act, render, renderHook, screen, waitFor } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useUrlState } from "./use-url-state";

/** A small view: a word (default "") and a page (default 1). */
type View = { word: string; page: number };

function parse(search: string): View {
  const params = new URLSearchParams(search);
  const page = Number(params.get("page"));
  return { word: params.get("word") ?? "", page: Number.isInteger(page) && page > 1 ? page : 1 };
}

function serialize(view: View): string {
  const params = new URLSearchParams();
  if (view.word !== "") params.set("word", view.word);
  if (view.page > 1) params.set("page", String(view.page));
  const text = params.toString();
  return text === "" ? "" : `?${text}`;
}

const useView = () => useUrlState(parse, serialize);

function ViewText() {
  const [view] = useView();
  return <p data-testid="view">{`${view.word}|${view.page}`}</p>;
}

// A push, not a replace: it drops the entries ahead of the current one (a test that goes back
// leaves some), so each test starts at the end of the history and a push adds one entry.
beforeEach(() => window.history.pushState(null, "", "/list"));
afterEach(() => window.history.replaceState(null, "", "/"));

describe("useUrlState", () => {
  it("reads the state from the query string with parse", () => {
    window.history.replaceState(null, "", "/list?word=heart&page=3");
    const { result } = renderHook(useView);
    expect(result.current[0]).toEqual({ word: "heart", page: 3 });
  });

  it("replace: rewrites the current entry (no new one), keeps path and hash, re-renders", () => {
    window.history.replaceState(null, "", "/list?page=2#results");
    const length = window.history.length;
    const replace = vi.spyOn(window.history, "replaceState");
    const push = vi.spyOn(window.history, "pushState");
    const { result } = renderHook(useView);
    act(() => result.current[1]({ word: "care" }, "replace"));
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      "/list?word=care&page=2#results",
    );
    expect(result.current[0]).toEqual({ word: "care", page: 2 });
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledWith(null, "", "/list?word=care&page=2#results");
    expect(push).not.toHaveBeenCalled();
    expect(window.history.length).toBe(length);
  });

  it("push: adds a history entry", () => {
    const length = window.history.length;
    const push = vi.spyOn(window.history, "pushState");
    const { result } = renderHook(useView);
    act(() => result.current[1]({ page: 4 }, "push"));
    expect(window.location.search).toBe("?page=4");
    expect(result.current[0]).toEqual({ word: "", page: 4 });
    expect(push).toHaveBeenCalledWith(null, "", "/list?page=4");
    expect(window.history.length).toBe(length + 1);
  });

  it("merges the patch into the state of the current URL and writes default values as ''", () => {
    window.history.replaceState(null, "", "/list?word=a&page=5");
    const { result } = renderHook(useView);
    act(() => result.current[1]({ page: 1 }, "replace"));
    expect(window.location.search).toBe("?word=a");
    act(() => result.current[1]({ word: "" }, "replace"));
    expect(window.location.search).toBe("");
    expect(result.current[0]).toEqual({ word: "", page: 1 });
  });

  it("writes nothing when the query would not change", () => {
    window.history.replaceState(null, "", "/list?word=a");
    const replace = vi.spyOn(window.history, "replaceState");
    const push = vi.spyOn(window.history, "pushState");
    const { result } = renderHook(useView);
    const before = result.current[0];
    act(() => result.current[1]({ word: "a" }, "push"));
    act(() => result.current[1]({ page: 1 }, "replace"));
    expect(push).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
    expect(result.current[0]).toBe(before);
  });

  it("follows Back and Forward (popstate)", async () => {
    const { result } = renderHook(useView);
    act(() => result.current[1]({ page: 2 }, "push"));
    act(() => result.current[1]({ page: 3 }, "push"));
    expect(result.current[0].page).toBe(3);
    act(() => window.history.back());
    await waitFor(() => expect(result.current[0].page).toBe(2));
    act(() => window.history.back());
    await waitFor(() => expect(result.current[0].page).toBe(1));
    act(() => window.history.forward());
    await waitFor(() => expect(result.current[0].page).toBe(2));
  });

  it("keeps several users of the same URL in step", () => {
    render(<ViewText />);
    const { result } = renderHook(useView);
    act(() => result.current[1]({ word: "both" }, "replace"));
    expect(screen.getByTestId("view")).toHaveTextContent("both|1");
  });

  it("prerenders the state of an empty query, whatever the URL", () => {
    window.history.replaceState(null, "", "/list?word=heart&page=3");
    expect(renderToString(<ViewText />)).toContain("|1</p>");
  });

  it("hydrates the prerendered default view without a mismatch, then shows the URL's state", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<ViewText />);
    document.body.append(container);
    window.history.replaceState(null, "", "/list?word=heart&page=3");
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <ViewText />, { onRecoverableError: recoverable });
    });
    expect(container.textContent).toBe("heart|3");
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });
});
