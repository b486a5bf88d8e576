import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AuditPage } from "@/shared/wire/inbox-api";
import { AuditRows } from "./audit-rows";

const event = (
  id: string,
  action: string,
  detail: Record<string, unknown>,
  subject: string | null,
): AuditPage["items"][number] => ({
  id,
  at: "2026-11-25T16:00:00.000Z",
  staff: { id: "00000000-0000-4000-8000-000000000001", name: "Ada Admin" },
  action,
  subject,
  detail,
  hash: "h",
});

describe("AuditRows", () => {
  it("names who did it and says what in words, a status change with its new status", () => {
    render(
      <AuditRows
        items={[
          event("3", "status", { from: "new", to: "closed", outcome: "not_hired" }, "BC-7K2QX"),
          event("2", "view", {}, "BC-7K2QX"),
          event("1", "preview", { references: ["BC-7K2QX", "BC-8L3RY"] }, null),
          event("0", "passkey_add", {}, "Cy Staff"),
        ]}
      />,
    );
    const rows = [...document.querySelectorAll("tr[data-action]")].map((row) => row.textContent);
    expect(rows[0]).toContain("Ada Admin");
    expect(rows[0]).toContain("Status: Closed (Not hired)");
    expect(rows[1]).toContain("Viewed the request");
    expect(rows[2]).toContain("Shown names in the list (2 requests)");
    expect(rows[3]).toContain("passkey add");
    expect(rows[3]).toContain("Cy Staff");
    expect(document.body.textContent).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  });

  it("gives the phone list the table's headings as labels, leaving out an empty subject", () => {
    render(
      <AuditRows
        items={[
          event("2", "view", {}, "BC-7K2QX"),
          event("1", "preview", { references: [] }, null),
        ]}
      />,
    );
    const headings = [...document.querySelectorAll("th")].map((th) => th.textContent);
    const labels = (action: string) =>
      [...document.querySelectorAll(`li[data-action="${action}"] dt`)].map((dt) => dt.textContent);
    expect(headings).toHaveLength(4);
    expect(labels("view")).toEqual(headings);
    expect(labels("preview")).toEqual(headings.slice(0, 3));
    const viewed = document.querySelector('li[data-action="view"]');
    expect(viewed?.querySelector("dd:last-of-type")?.textContent).toBe("BC-7K2QX");
    expect(viewed?.querySelector("time")?.getAttribute("datetime")).toBe(
      "2026-11-25T16:00:00.000Z",
    );
  });
});
