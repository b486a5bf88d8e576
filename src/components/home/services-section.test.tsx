import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { heroSlides } from "@/content/home";
import { services } from "@/content/services";
import { SERVICE_PATHS } from "../../../test/spec";
import { ServicesSection } from "./services-section";

const section = () => screen.getByRole("region", { name: "Which Care Do You Need?" });

describe("ServicesSection (#services)", () => {
  it("is the hero pills' target: one link per service, in the spec's order", () => {
    render(<ServicesSection />);
    expect(section()).toHaveAttribute("id", "services");
    const links = section().querySelectorAll("[data-service-need]");
    expect([...links].map((link) => link.getAttribute("href"))).toEqual(SERVICE_PATHS);
  });

  it("says who each service is for, in words the hero and the service cards don't use", () => {
    render(<ServicesSection />);
    const physio = within(section()).getByRole("link", { name: /Physical Therapy/ });
    expect(physio).toHaveTextContent(
      "Weak or unsteady after a fall, a surgery or a stroke" + "Physical Therapy",
    );
    const links = [...section().querySelectorAll("[data-service-need]")];
    for (const [index, service] of services.entries()) {
      const text = links[index]?.textContent ?? "";
      const slide = heroSlides[index]!;
      expect(text).not.toContain(slide.title);
      expect(text).not.toContain(slide.subtitle);
      expect(text).not.toContain(service.description);
      expect(text).not.toContain(service.summary);
    }
  });

  it("links to the full services page and gives the phone number to ask", () => {
    render(<ServicesSection />);
    expect(
      within(section()).getByRole("link", { name: "Compare all our services" }),
    ).toHaveAttribute("href", "/services");
    expect(
      within(section()).getByRole("link", { name: "Call us at 847-568-1033" }),
    ).toHaveAttribute("href", "tel:+18475681033");
  });
});
