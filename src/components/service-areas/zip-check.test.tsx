import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ZipCheck } from "./zip-check";

/** A hand-made table: Cook (0), Cook/Lake/McHenry/Kane, DeKalb (9) with Kendall, Kendall (10). */
const TABLE = [
  "Kendall County",
  "0=600906060160004;0.1.4.5=60010;9.10=60135;10=60560;2.3=60564;2=60540",
  "Wheeling=60090;Chicago=60601;Barrington=60010;Genoa=60135;Yorkville=60560;Naperville=6054060564;Arlington Heights=60004",
].join("\n");
const load = () => Promise.resolve(TABLE);

function setup() {
  const user = userEvent.setup();
  render(<ZipCheck loadTable={load} />);
  const field = screen.getByRole("textbox", { name: "Do we serve your area?" });
  const status = screen.getByRole("status");
  const ask = async (text: string) => {
    await user.clear(field);
    if (text) await user.type(field, text);
    await user.click(screen.getByRole("button", { name: "Check" }));
  };
  return { user, field, status, ask };
}

describe("ZipCheck", () => {
  it("says yes with the county and response time for a served ZIP, in the live region", async () => {
    const { status, ask } = setup();
    await ask("60090");
    expect(status).toHaveTextContent(
      "Yes, we serve 60090 (Wheeling), in Cook County. First visit within 24 hours.",
    );
    expect(within(status).queryByRole("link")).toBeNull();
  });

  it("answers a border ZIP with every county and both response times", async () => {
    const { status, ask } = setup();
    await ask("60010");
    expect(status).toHaveTextContent(
      "Yes, we serve 60010 (Barrington). It lies mainly in Cook County and partly in Lake, McHenry and Kane counties, and we serve all of them. First visit within 24 hours in Cook and Lake; within 48 hours in McHenry and Kane.",
    );
  });

  it("asks to call about a ZIP partly outside, with the number as a tel: link", async () => {
    const { status, ask } = setup();
    await ask("60135");
    expect(status).toHaveTextContent(
      "60135 (Genoa) is partly in DeKalb County, which we serve, and partly in Kendall County, which we don't. Call us to check your address.",
    );
    expect(within(status).getByRole("link", { name: "Call us at 847-568-1033" })).toHaveAttribute(
      "href",
      "tel:+18475681033",
    );
  });

  it("says no to an unserved ZIP, with the phone to ask anyway", async () => {
    const { status, ask } = setup();
    await ask("61801");
    expect(status).toHaveTextContent(
      "61801 is outside the 10 counties we serve. Call us to ask anyway.",
    );
    expect(within(status).getByRole("link")).toHaveAttribute("href", "tel:+18475681033");
    await ask("60560");
    expect(status).toHaveTextContent(
      "60560 (Yorkville) is in Kendall County, outside the 10 counties we serve.",
    );
    await ask("60011");
    expect(status).toHaveTextContent("60011 is not on our list of ZIP codes");
  });

  it("finds a town, and a town in two counties", async () => {
    const { status, ask } = setup();
    await ask("arlington hts");
    expect(status).toHaveTextContent("Yes, we serve Arlington Heights");
    await ask("NAPERVILLE");
    expect(status).toHaveTextContent(
      "Yes, we serve Naperville. It lies in DuPage and Will counties, and we serve all of them. First visit within 24 hours in DuPage; within 48 hours in Will.",
    );
  });

  it("shows an error next to the field for nonsense, and announces it", async () => {
    const { field, status, ask } = setup();
    const cases = [
      ["", "Enter a ZIP code, like 60090, or a town, like Wheeling"],
      ["123", "A ZIP code has 5 digits, like 60090"],
      [
        "abc",
        "We could not find that town near our area. Check the spelling, or enter your ZIP code",
      ],
      ["60a90", "Enter a ZIP code in numbers, like 60090, or a town name in letters"],
    ] as const;
    for (const [typed, message] of cases) {
      await ask(typed);
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(status).toHaveTextContent(message);
    }
    await ask("60090");
    expect(field).not.toHaveAttribute("aria-invalid");
  });

  it("checks on Enter, and lists the counties for everyone", async () => {
    const { user, field, status } = setup();
    await user.type(field, "60601{Enter}");
    expect(status).toHaveTextContent("Yes, we serve 60601 (Chicago), in Cook County.");
    expect(screen.getByText("See the 10 counties we serve")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Service areas and map" })).toHaveAttribute(
      "href",
      "/service-areas",
    );
    expect(document.querySelector("form")).toBeNull();
  });

  it("credits the ZIP data, also where the page lists the counties itself", () => {
    render(<ZipCheck loadTable={load} countyList={false} />);
    expect(screen.queryByText("See the 10 counties we serve")).toBeNull();
    expect(screen.getByRole("link", { name: "ZIP data: SimpleMaps (CC BY 4.0)" })).toHaveAttribute(
      "href",
      "https://simplemaps.com/data/us-zips",
    );
  });
});
