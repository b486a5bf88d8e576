import { describe, expect, it } from "vitest";
import { intakeSettings, officePromise } from "./settings";

const recipient = "age1kvk6dnxsrn6j8se95nq2r99aluc8r0evgruflva867l03j2mg9fsmwhtdh";

describe("intakeSettings", () => {
  it("sends to this site's /api/v1 and pins no recipients by default (the page asks the intake)", () => {
    const settings = intakeSettings({});
    expect(settings.endpoint).toBe("/api/v1");
    expect(settings.recipients).toBeNull();
  });

  it("takes the agency's recipients and another intake from the build's environment", () => {
    const settings = intakeSettings({
      INTAKE_URL: "https://intake.example.org/api/v1/",
      INTAKE_RECIPIENTS: ` ${recipient} ,${recipient}`,
    });
    expect(settings).toEqual({
      endpoint: "https://intake.example.org/api/v1",
      recipients: [recipient, recipient],
      office: officePromise(),
    });
  });

  it("builds without an intake when INTAKE_URL is off, and refuses a bad recipient", () => {
    expect(intakeSettings({ INTAKE_URL: "off" }).endpoint).toBeNull();
    expect(() => intakeSettings({ INTAKE_RECIPIENTS: "AGE-SECRET-KEY-1ABC" })).toThrow(
      /not an age X25519 recipient/,
    );
  });
});
