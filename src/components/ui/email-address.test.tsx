import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EmailAddress } from "./email-address";

describe("EmailAddress", () => {
  it("offers a line break before the @ and before each dot, nowhere else", () => {
    const { container } = render(
      <p>
        <EmailAddress email="civil.rights@beyondcarehomehealth.com" />
      </p>,
    );
    expect(container.querySelector("p")!.innerHTML).toBe(
      "civil<wbr>.rights<wbr>@beyondcarehomehealth<wbr>.com",
    );
    expect(container.textContent).toBe("civil.rights@beyondcarehomehealth.com");
  });
});
