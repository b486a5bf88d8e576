import { act, render } from "@testing-library/react";
import { startTransition } from "react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { ZipCheck } from "./zip-check";

/**
 * Issue 32: on `/` the check wakes on use (client:interact), so its server HTML is what a
 * visitor sees until they come to it. Its Check button must be the awake check's with an empty
 * field, not a faded "disabled" one, and a press given again at hydration must answer.
 */

const TABLE = ["Kendall County", "0=60090", "Wheeling=60090"].join("\n");
const load = () => Promise.resolve(TABLE);
const EMPTY_ANSWER = "Enter a ZIP code, like 60090, or a town, like Wheeling";

/** The server's HTML of the check (`renderToString` is what hydrates), in the page. */
function serverRendered(renderer = renderToStaticMarkup) {
  const container = document.createElement("div");
  container.innerHTML = renderer(<ZipCheck loadTable={load} />);
  document.body.append(container);
  return container;
}

afterEach(() => document.body.replaceChildren());

describe("ZipCheck before and after its script", () => {
  it("renders the Check button on the server as the hydrated check shows it with an empty field", () => {
    const server = serverRendered();
    const serverButton = server.querySelector("button");
    const { container } = render(<ZipCheck loadTable={load} />);
    const awake = container.querySelector("[data-zip-check]");
    // The two really are the two states: the server's is not hydrated, the other is.
    expect(server.querySelector("[data-zip-check]")).not.toHaveAttribute("data-hydrated");
    expect(awake).toHaveAttribute("data-hydrated", "");
    expect(container.querySelector("input")).toHaveValue("");
    const awakeButton = awake?.querySelector("button");
    expect(serverButton?.outerHTML).toBe(awakeButton?.outerHTML);
    // Nothing that fades it or tells a screen reader it does nothing.
    expect(serverButton).not.toHaveAttribute("aria-disabled");
    expect(serverButton).not.toBeDisabled();
  });

  it("answers a press given at hydration, as client:interact gives a held one", async () => {
    const server = serverRendered(renderToString);
    const button = server.querySelector("button")!;
    // Astro's React client hydrates in a transition; the held press is given at once after.
    await act(async () => {
      startTransition(() => void hydrateRoot(server, <ZipCheck loadTable={load} />));
      button.click();
    });
    expect(server.querySelector("[role=status]")).toHaveTextContent(EMPTY_ANSWER);
  });
});
