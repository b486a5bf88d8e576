/**
 * The home page's services section (#services, where the hero pills scroll before they open a
 * service page). The hero already names the ten services twice, in its slides and its pills;
 * this section says what neither does (issue 14, "each thing said once"): which service fits
 * what is happening at home, for readers who don't know the names of services, with a way to
 * compare them all on /services.
 */
import type { ServiceId } from "./services";

export const servicesSectionCopy = {
  eyebrow: "Find the right care",
  title: "Which Care Do You Need?",
  description:
    "You don't need to know what each service is called. Start from what sounds like your situation, or call us and we will help you sort it out.",
  allServices: { label: "Compare all our services", href: "/services" },
  /** Followed by the phone number, as a call link. */
  call: "Not sure which one fits? Call us at",
} as const;

/** What is happening at home when each service helps, in a family's words (not the hero's). */
export const serviceNeeds = {
  "skilled-nursing":
    "Just home from the hospital, with a wound to care for or new medicines to manage",
  "health-aide": "Bathing, dressing or getting around the house safely has become hard",
  "social-worker": "An illness is straining your family, your money or your plans",
  "physical-therapy": "Weak or unsteady after a fall, a surgery or a stroke",
  "speech-therapy": "Talking, understanding or swallowing has become hard",
  "occupational-therapy": "Dressing, bathing or cooking on your own needs new ways of doing it",
  "specialized-care": "Living with memory loss, heart disease or another long-term condition",
  "palliative-care": "A serious illness, and you want relief from pain and other symptoms",
  "infusion-therapy": "Your doctor has ordered IV medicine or fluids",
  homemaker: "Help with meals, housework or company, by the hour, the day or overnight",
} as const satisfies Record<ServiceId, string>;
