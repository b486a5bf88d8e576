import { describe, expect, it } from "vitest";
import { aboutIntro, aboutStats, aboutValues } from "./about";
import { factValue } from "@/shared/placeholder";

describe("about content", () => {
  it("shows the About page's own figures: 10 counties, 13 services, 500+ clients", () => {
    expect(aboutStats.map((stat) => factValue(stat.value))).toEqual(["10", "13", "500+"]);
    expect(aboutStats[0].label).toMatch(/Counties/);
    expect(aboutStats[1].label).toMatch(/Services/);
    expect(aboutStats[2].label).toMatch(/Clients/);
  });

  it("has the four values in order and links to /services and /contact", () => {
    expect(aboutValues.map((value) => value.title)).toEqual([
      "Compassion",
      "Excellence",
      "Integrity",
      "Respect",
    ]);
    expect(aboutIntro.links.services.href).toBe("/services");
    expect(aboutIntro.links.contact.href).toBe("/contact");
  });

  it("names the agency's home town from its address", () => {
    expect(aboutIntro.description).toContain("home health agency based in Wheeling, Illinois.");
  });
});
