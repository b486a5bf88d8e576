import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { chicagoMapGeometry, illinoisMapGeometry } from "@/lib/county-map";
import { CallUsCard } from "./call-us-card";
import { ServiceAreaSection } from "./service-area-section";
import { ServiceMap } from "./service-map";

const detail = () => screen.getByText((_, el) => el?.hasAttribute("data-county-detail") ?? false);
const listButton = (name: string) =>
  within(screen.getByRole("list", { name: /choose your county/i })).getByRole("button", {
    name,
  });
const mapShape = (label: string) =>
  within(screen.getByRole("group", { name: /counties we serve/i })).getByRole("button", {
    name: label,
  });

function setup() {
  const user = userEvent.setup();
  // As ServiceAreas.astro composes it: the ServiceMap island inside the section.
  render(
    <ServiceAreaSection>
      <ServiceMap local={chicagoMapGeometry()} usa={illinoisMapGeometry()} aside={<CallUsCard />} />
    </ServiceAreaSection>,
  );
  return user;
}

// jsdom has no scrollIntoView; a choice calls it to bring the county's details into view.
const scrollIntoView = vi.fn();
beforeEach(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  scrollIntoView.mockClear();
  // @ts-expect-error the DOM types call it required; jsdom has none, so remove the stub
  delete Element.prototype.scrollIntoView;
});

describe("ServiceAreaSection", () => {
  it("brings the county's details into view after a choice, and only then", async () => {
    const user = setup();
    expect(scrollIntoView).not.toHaveBeenCalled();
    await user.click(listButton("Kane County"));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(detail().parentElement);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "nearest" });
  });

  it("starts on 'Chicago Area' with no county chosen: 'Select a County'", () => {
    setup();
    expect(screen.getByRole("heading", { level: 2, name: "Counties We Serve" })).toBeVisible();
    expect(screen.getByRole("tab", { name: "Chicago Area" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(within(detail()).getByRole("heading", { name: "Select a County" })).toBeVisible();
    expect(within(detail()).queryByRole("link")).not.toBeInTheDocument();
    const list = screen.getByRole("list", { name: /choose your county/i });
    const buttons = within(list).getAllByRole("button");
    expect(buttons).toHaveLength(10);
    for (const button of buttons) expect(button).toHaveAttribute("aria-pressed", "false");
    const map = screen.getByRole("group", { name: /counties we serve/i });
    const shapes = within(map).getAllByRole("button");
    expect(shapes).toHaveLength(10);
    for (const shape of shapes) {
      expect(shape).toHaveAttribute("tabindex", "0");
      expect(shape).toHaveAttribute("aria-pressed", "false");
    }
  });

  it("names only the six core counties in the intro", () => {
    setup();
    const intro = screen.getByText(/^We bring home health care/);
    expect(intro).toHaveTextContent("Cook, Lake, DuPage, Will, McHenry and Kane counties");
    for (const other of ["LaSalle", "Grundy", "Kankakee", "DeKalb"]) {
      expect(intro).not.toHaveTextContent(other);
    }
  });

  it("selects a county from the list and shows its details and request link", async () => {
    const user = setup();
    await user.click(listButton("Kankakee County"));
    const card = detail();
    expect(within(card).getByRole("heading", { name: "Kankakee County" })).toBeVisible();
    expect(card).toHaveTextContent("Population107K");
    expect(card).toHaveTextContent("First visitWithin 48 hours");
    expect(
      within(card)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Kankakee", "Bourbonnais", "Bradley", "Manteno", "Momence"]);
    expect(
      within(card).getByRole("link", { name: "Request Service in Kankakee County" }),
    ).toHaveAttribute("href", "/contact");
    expect(listButton("Kankakee County")).toHaveAttribute("aria-pressed", "true");
    expect(mapShape("Kankakee County, first visit within 48 hours")).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(listButton("Cook County")).toHaveAttribute("aria-pressed", "false");
  });

  it("selects a county on the map by click, Enter and Space", async () => {
    const user = setup();
    await user.click(mapShape("Will County, first visit within 48 hours"));
    expect(detail()).toHaveTextContent("Will County");
    expect(detail()).toHaveTextContent("696K");

    mapShape("DuPage County, first visit within 24 hours").focus();
    await user.keyboard("{Enter}");
    expect(within(detail()).getByRole("heading", { name: "DuPage County" })).toBeVisible();
    expect(detail()).toHaveTextContent("932K");
    expect(detail()).toHaveTextContent("Within 24 hours");
    expect(listButton("DuPage County")).toHaveAttribute("aria-pressed", "true");

    mapShape("Lake County, first visit within 24 hours").focus();
    await user.keyboard(" ");
    expect(within(detail()).getByRole("heading", { name: "Lake County" })).toBeVisible();
    expect(mapShape("Lake County, first visit within 24 hours")).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(mapShape("DuPage County, first visit within 24 hours")).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });

  it("reaches the map's counties with Tab", async () => {
    const user = setup();
    screen.getByRole("tab", { name: "Chicago Area" }).focus();
    await user.tab(); // the tab panel
    await user.tab();
    expect(mapShape("Cook County, first visit within 24 hours")).toHaveFocus();
    await user.tab();
    expect(mapShape("Lake County, first visit within 24 hours")).toHaveFocus();
  });

  it("shows the key in words", () => {
    setup();
    const map = screen.getByRole("tabpanel", { name: "Chicago Area" });
    for (const text of [
      "First visit within 24 hours",
      "First visit within 48 hours",
      "Not in our service area",
    ]) {
      expect(within(map).getByText(text)).toBeVisible();
    }
  });

  it("switches to the USA view with the 'Chicago Metropolitan Area' label", async () => {
    const user = setup();
    await user.click(listButton("Grundy County"));
    await user.click(screen.getByRole("tab", { name: "USA" }));
    expect(screen.getByRole("tab", { name: "USA" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("img", { name: "Map of Illinois" })).toBeInTheDocument();
    expect(screen.getByText("Chicago Metropolitan Area", { exact: true })).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: /counties we serve/i })).not.toBeInTheDocument();
    expect(detail()).toHaveTextContent("Grundy County"); // the choice is kept
  });

  it("loads the Google map only when asked, and removes it again", async () => {
    const user = setup();
    expect(document.querySelector("iframe")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Show interactive Google map" }));
    const frame = screen.getByTitle("Google map of the Chicago metropolitan area");
    expect(frame.tagName).toBe("IFRAME");
    expect(frame).toHaveAttribute(
      "src",
      "https://www.google.com/maps?q=Chicago+metropolitan+area&output=embed",
    );
    expect(frame).toHaveAttribute("loading", "lazy");
    expect(frame).toHaveAttribute("referrerpolicy", "strict-origin-when-cross-origin");
    await user.click(screen.getByRole("button", { name: "Hide map" }));
    expect(document.querySelector("iframe")).toBeNull();

    await user.click(screen.getByRole("tab", { name: "USA" }));
    expect(document.querySelector("iframe")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Show interactive Google map" }));
    expect(screen.getByTitle("Google map of Illinois")).toHaveAttribute(
      "src",
      "https://www.google.com/maps?q=Illinois&output=embed",
    );
  });

  it("has a call-us card with the phone link", () => {
    setup();
    expect(screen.getByRole("link", { name: "Call 847-568-1033" })).toHaveAttribute(
      "href",
      "tel:+18475681033",
    );
  });
});
