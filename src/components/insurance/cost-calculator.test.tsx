import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/components/ui/toast";
import { calculateCost } from "@/lib/cost-calculator";
import { calculatorValidation } from "@/lib/forms/calculator-form";
import { CostCalculator } from "./cost-calculator";

vi.mock("@/components/ui/toast", () => ({
  toast: { prepare: vi.fn(), success: vi.fn(), error: vi.fn(), dismiss: vi.fn() },
}));
vi.mock("@/lib/cost-calculator", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/cost-calculator")>();
  return { ...actual, calculateCost: vi.fn(actual.calculateCost) };
});

/** Moves the fake clock by `ms` (0: only lets pending promises settle). */
const flush = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

/**
 * Submits with a clock that moves only when the test moves it (`flush`). The visitor's
 * typing before runs on real timers, which Testing Library's async helpers wait on.
 */
async function submitOnFakeClock() {
  // The form's check loads on first use (a dynamic import): loaded first, on the real clock, so
  // the click is checked at once whichever test runs first (a fake clock would hold the import).
  await act(() => calculatorValidation.validate({}));
  vi.useFakeTimers();
  fireEvent.click(screen.getByRole("button", { name: "Calculate My Costs" }));
  await flush();
}

function setup(props: Parameters<typeof CostCalculator>[0] = {}) {
  const user = userEvent.setup();
  render(<CostCalculator {...props} />);
  const submit = () => user.click(screen.getByRole("button", { name: /calculat/i }));
  const select = (name: string, value: string) =>
    user.selectOptions(screen.getByRole("combobox", { name }), value);
  const type = async (name: string, text: string) => {
    const input = screen.getByRole("textbox", { name });
    await user.clear(input);
    if (text) await user.type(input, text);
  };
  async function chooseAll(insurance = "commercial", plan = "ppo") {
    await select("Type of insurance", insurance);
    await select("Type of plan", plan);
    await select("Type of care", "physical-therapy");
    await select("How often you need visits", "2x-week");
    await select("How long you expect to need care", "1-2-months");
  }
  return { user, submit, select, type, chooseAll };
}

/** The amount shown next to a label in the estimate. */
const amountFor = (label: string) =>
  screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;

beforeEach(() => {
  // Reset, not only cleared: a once-implementation a test left unused (a `calculateCost` that
  // throws) goes with it, instead of reaching the next test.
  vi.resetAllMocks();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("CostCalculator", () => {
  it("starts with a placeholder, the disclaimer and a link to request a quote", () => {
    setup();
    expect(screen.getByRole("heading", { name: "Your estimate will show here" })).toBeVisible();
    expect(screen.getByText(/This is an estimate only/)).toBeVisible();
    expect(screen.getByRole("link", { name: "Request Detailed Quote" })).toHaveAttribute(
      "href",
      "/contact",
    );
    expect(screen.getByRole("textbox", { name: "Coinsurance" })).toHaveValue("20");
    expect(screen.getByRole("textbox", { name: "Yearly deductible" })).toHaveValue("0");
    expect(screen.getByRole("textbox", { name: "Yearly deductible" })).toHaveAttribute(
      "inputmode",
      "decimal",
    );
  });

  it("shows all five select messages, a summary, and focuses the first invalid field", async () => {
    const { user, submit } = setup();
    await submit();
    const summary = await screen.findByRole("alert");

    const messages = [
      "Please select your insurance type",
      "Please select your plan type",
      "Please select service type",
      "Please select service frequency",
      "Please select estimated duration",
    ];
    expect(within(summary).getByRole("heading", { name: "There is a problem" })).toBeVisible();
    for (const message of messages) {
      // Once in the summary (a link to the field) and once beside the field.
      expect(within(summary).getByRole("link", { name: message })).toBeVisible();
      expect(screen.getAllByText(message)).toHaveLength(2);
    }
    const first = screen.getByRole("combobox", { name: "Type of insurance" });
    expect(first).toHaveFocus();
    expect(first).toHaveAttribute("aria-invalid", "true");
    expect(first).toHaveAccessibleDescription(
      expect.stringContaining("Error: Please select your insurance type"),
    );
    expect(within(summary).getByRole("link", { name: messages[0] })).toHaveAttribute(
      "href",
      `#${first.id}`,
    );
    expect(calculateCost).not.toHaveBeenCalled();
    expect(toast.prepare).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Calculate My Costs" })).toBeVisible();

    // A summary link moves focus to its field.
    await user.click(within(summary).getByRole("link", { name: messages[2] }));
    expect(screen.getByRole("combobox", { name: "Type of care" })).toHaveFocus();
  });

  it("rejects a negative amount with its message beside the field", async () => {
    const { submit, type, chooseAll } = setup();
    await chooseAll();
    await type("Copay for each visit", "-25");
    await submit();
    await screen.findByRole("alert");

    const copay = screen.getByRole("textbox", { name: "Copay for each visit" });
    expect(copay).toHaveFocus();
    expect(copay).toHaveValue("-25");
    expect(copay).toHaveAccessibleDescription(
      expect.stringContaining("Error: Enter an amount of $0 or more"),
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Enter an amount of $0 or more");
    expect(calculateCost).not.toHaveBeenCalled();

    // Fixing the field clears its error as the visitor types.
    await type("Copay for each visit", "25");
    await waitFor(() => expect(screen.queryByText("Enter an amount of $0 or more")).toBeNull());
  });

  it("shows 'Calculating...' for 1 s, then the estimate and a toast", async () => {
    const { type, chooseAll } = setup();
    await chooseAll();
    await type("Yearly deductible", "$250");
    await type("Copay for each visit", "10");
    await submitOnFakeClock();

    const button = screen.getByRole("button", { name: "Calculating..." });
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByRole("heading", { name: "Working out your estimate…" })).toBeVisible();
    expect(screen.queryByText("Total Cost")).toBeNull();
    // The toaster gets ready while the visitor waits, before the toast comes.
    expect(toast.prepare).toHaveBeenCalledTimes(1);
    await flush(999);
    expect(screen.getByRole("button", { name: "Calculating..." })).toBeVisible();
    expect(screen.queryByText("Total Cost")).toBeNull();
    expect(toast.success).not.toHaveBeenCalled();

    await flush(1);
    // Physical therapy $120 x (2 visits x 6 weeks = 12) = $1,440; deductible $250;
    // coinsurance 20% of 1,190 = $238; copays 10 x 12 = $120; you pay $608; insurance $832.
    expect(amountFor("Total Cost")).toBe("$1,440.00");
    expect(amountFor("You Pay")).toBe("$608.00");
    expect(amountFor("Insurance Pays")).toBe("$832.00");
    expect(amountFor("Toward your deductible")).toBe("$250.00");
    expect(amountFor("Coinsurance")).toBe("$238.00");
    expect(amountFor("Copays")).toBe("$120.00");
    expect(amountFor("Out-of-pocket remaining")).toBe("$0.00");
    expect(
      screen.getByText(
        "Based on 2 visits a week for about 6 weeks: 12 visits, at $120.00 per visit.",
      ),
    ).toBeVisible();
    expect(toast.success).toHaveBeenCalledWith("Calculation Complete");
    expect(screen.getByRole("button", { name: "Calculate My Costs" })).not.toHaveAttribute(
      "aria-disabled",
    );
    expect(screen.getByText("Total Cost").closest("[aria-live]")).toHaveAttribute(
      "aria-live",
      "polite",
    );
  });

  it("shows the error toast and message when the calculation fails", async () => {
    vi.mocked(calculateCost).mockImplementationOnce(() => {
      throw new RangeError("boom");
    });
    const { chooseAll } = setup({ delayMs: 10 });
    await chooseAll();
    await submitOnFakeClock();
    await flush(9);
    expect(toast.error).not.toHaveBeenCalled();
    await flush(1);

    expect(toast.error).toHaveBeenCalledWith("Calculation Error", {
      description:
        "There was an error calculating your costs. Please check your information and try again.",
    });
    expect(
      screen.getByText(/There was an error calculating your costs/, { selector: "span" }),
    ).toBeVisible();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("Original Medicare: You Pay $0 for the visits, and says why", async () => {
    const { chooseAll } = setup({ defaultInsuranceType: "medicare", delayMs: 10 });
    await chooseAll("medicare", "original-medicare");
    await submitOnFakeClock();
    await flush(10);
    // 12 physical therapy visits at $120: Medicare pays all of it.
    expect(amountFor("Total Cost")).toBe("$1,440.00");
    expect(amountFor("Insurance Pays")).toBe("$1,440.00");
    expect(amountFor("You Pay")).toBe("$0.00");
    expect(amountFor("Coinsurance")).toBe("$0.00");
    expect(
      screen.getByText(/Original Medicare pays for covered home health visits in full/),
    ).toBeVisible();
  });

  it("caps You Pay at the total cost and says why, listing only what is paid", async () => {
    const { type, chooseAll } = setup({ delayMs: 10 });
    await chooseAll();
    await type("Copay for each visit", "200");
    await submitOnFakeClock();
    await flush(10);
    // 12 visits at $120 = $1,440; coinsurance 20 % = $288; copays 12 × $200 = $2,400 → capped.
    expect(amountFor("Total Cost")).toBe("$1,440.00");
    expect(amountFor("You Pay")).toBe("$1,440.00");
    expect(amountFor("Insurance Pays")).toBe("$0.00");
    expect(amountFor("Coinsurance")).toBe("$288.00");
    expect(amountFor("Copays")).toBe("$1,152.00");
    expect(screen.queryByText("$2,400.00")).toBeNull();
    expect(screen.getByText(/You never pay more than the cost of your care/)).toBeVisible();
  });

  it("clears the estimate as soon as an answer changes, so it never stands beside an error", async () => {
    const { chooseAll } = setup({ delayMs: 10 });
    await chooseAll();
    await submitOnFakeClock();
    await flush(10);
    expect(amountFor("You Pay")).toBe("$288.00");

    fireEvent.change(screen.getByRole("textbox", { name: "Coinsurance" }), {
      target: { value: "abc" },
    });
    expect(screen.queryByText("You Pay")).toBeNull();
    expect(screen.queryByText("$288.00")).toBeNull();
    expect(screen.getByRole("heading", { name: "You changed your answers" })).toBeVisible();
    // The "Calculation Complete" toast goes with the estimate it announced.
    expect(toast.dismiss).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole("button", { name: "Calculate My Costs" }));
    await flush();
    expect(screen.getByRole("alert")).toHaveTextContent("Enter a percentage from 0 to 100");
    expect(screen.queryByText("You Pay")).toBeNull();
  });

  it("a change while calculating cancels that estimate", async () => {
    const { chooseAll } = setup({ delayMs: 10 });
    await chooseAll();
    await submitOnFakeClock();
    fireEvent.change(screen.getByRole("combobox", { name: "Type of care" }), {
      target: { value: "speech-therapy" },
    });
    await flush(20);
    expect(screen.queryByText("You Pay")).toBeNull();
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Calculate My Costs" })).not.toHaveAttribute(
      "aria-disabled",
    );
  });

  it("asks before leaving with answers not yet calculated, not once the estimate shows", async () => {
    const leavingAsks = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const { chooseAll, type } = setup({ delayMs: 10 });
    expect(leavingAsks()).toBe(false);
    await chooseAll();
    expect(leavingAsks()).toBe(true);
    await submitOnFakeClock();
    await flush(10);
    expect(leavingAsks()).toBe(false);
    vi.useRealTimers();
    await type("Copay for each visit", "5");
    expect(leavingAsks()).toBe(true);
  });

  it("pre-selects an insurance type and prefixes its ids", () => {
    setup({ defaultInsuranceType: "medicaid", idPrefix: "medicaid-calc" });
    const insurance = screen.getByRole("combobox", { name: "Type of insurance" });
    expect(insurance).toHaveValue("medicaid");
    expect(insurance.id).toBe("medicaid-calc-insuranceType");
  });
});
