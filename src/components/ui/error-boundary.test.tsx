import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./error-boundary";

function Throws(): never {
  throw new Error("boom");
}

describe("ErrorBoundary", () => {
  it("shows its fallback in place of a child that threw, and leaves its siblings", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <>
        <ErrorBoundary fallback={<p>Could not show this</p>}>
          <p>before</p>
          <Throws />
        </ErrorBoundary>
        <button type="button">Still here</button>
      </>,
    );
    expect(screen.getByText("Could not show this")).toBeInTheDocument();
    expect(screen.queryByText("before")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Still here" })).toBeInTheDocument();
  });

  it("shows its children when none throws", () => {
    render(
      <ErrorBoundary fallback={<p>fallback</p>}>
        <p>fine</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText("fine")).toBeInTheDocument();
    expect(screen.queryByText("fallback")).not.toBeInTheDocument();
  });
});
