import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SERVICE_PATHS } from "../../../test/spec";
import { ServicesOverview } from "./services-overview";

describe("the services overview (/services)", () => {
  it("has a card for every service of the registry, Homemaker too (issue 31)", () => {
    render(<ServicesOverview />);
    const grid = document.querySelector<HTMLElement>("[data-services-grid]");
    if (!grid) throw new Error("no services grid");
    const links = within(grid)
      .getAllByRole("heading", { level: 2 })
      .map((heading) => within(heading).getByRole("link").getAttribute("href"));
    // The spec's order and paths, not the registry read back through its own path helper.
    expect(links).toEqual(SERVICE_PATHS);
    expect(screen.getByRole("link", { name: /Homemaker/ })).toHaveAttribute(
      "href",
      "/services/homemaker",
    );
  });
});
