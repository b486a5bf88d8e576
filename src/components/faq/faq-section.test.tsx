import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { faqCopy, faqItems } from "@/content/faq";
import { FaqBrowser } from "./faq-browser";
import { FaqSection } from "./faq-section";

/** The section as /about composes it: the FaqBrowser island inside. */
const renderFaq = () =>
  render(
    <FaqSection>
      <FaqBrowser items={faqItems} />
    </FaqSection>,
  );

const questionButtons = () =>
  within(screen.getByRole("list"))
    .getAllByRole("button")
    .map((button) => button.textContent);

/** The paragraph of an answer, found by its whole text (a phone number in it is a link). */
const answer = (text: string) =>
  screen.getByText((_, element) => element?.tagName === "P" && element.textContent === text);

const countOf = (category: string) => faqItems.filter((item) => item.category === category).length;

describe("FaqSection", () => {
  it("shows every question under All, with every answer in the markup but hidden", () => {
    const { container } = renderFaq();
    expect(
      screen.getByRole("heading", { level: 2, name: "Frequently Asked Questions" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
    expect(questionButtons()).toEqual(faqItems.map((item) => item.question));
    expect(screen.getByRole("status")).toHaveTextContent(`Showing ${faqItems.length} questions`);
    for (const item of faqItems) {
      expect(container).toHaveTextContent(item.answer);
      expect(answer(item.answer)).not.toBeVisible();
      expect(screen.getByRole("button", { name: item.question })).toHaveAttribute(
        "aria-expanded",
        "false",
      );
    }
  });

  it("makes the phone number in an answer and in the introduction a tel: link", () => {
    renderFaq();
    const areas = faqItems.find((item) => item.id === "areas-served")!;
    expect(
      within(answer(areas.answer)).getByRole("link", { name: "847-568-1033", hidden: true }),
    ).toHaveAttribute("href", "tel:+18475681033");
    expect(within(answer(faqCopy.description)).getByRole("link")).toHaveAttribute(
      "href",
      "tel:+18475681033",
    );
  });

  it.each(["general", "services", "insurance"] as const)(
    "filters to the %s questions only",
    async (category) => {
      const user = userEvent.setup();
      renderFaq();
      const label = category.charAt(0).toUpperCase() + category.slice(1);
      await user.click(screen.getByRole("button", { name: label }));

      expect(screen.getByRole("button", { name: label })).toHaveAttribute("aria-pressed", "true");
      expect(screen.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "false");
      const expected = faqItems.filter((item) => item.category === category);
      expect(questionButtons()).toEqual(expected.map((item) => item.question));
      expect(screen.getByRole("status")).toHaveTextContent(
        `Showing ${countOf(category)} questions`,
      );
      const other = faqItems.find((item) => item.category !== category)!;
      expect(screen.queryByRole("button", { name: other.question })).not.toBeInTheDocument();

      await user.click(screen.getByRole("button", { name: "All" }));
      expect(questionButtons()).toHaveLength(faqItems.length);
    },
  );

  it("keeps several answers open at once, and a second click closes one", async () => {
    const user = userEvent.setup();
    renderFaq();
    const [first, second] = faqItems;
    const firstButton = screen.getByRole("button", { name: first!.question });
    const secondButton = screen.getByRole("button", { name: second!.question });

    await user.click(firstButton);
    await user.click(secondButton);
    expect(firstButton).toHaveAttribute("aria-expanded", "true");
    expect(secondButton).toHaveAttribute("aria-expanded", "true");
    expect(answer(first!.answer)).toBeVisible();
    expect(answer(second!.answer)).toBeVisible();
    expect(firstButton).toHaveAttribute("aria-controls", answer(first!.answer).parentElement!.id);

    await user.click(firstButton);
    expect(firstButton).toHaveAttribute("aria-expanded", "false");
    expect(answer(first!.answer)).not.toBeVisible();
    expect(secondButton).toHaveAttribute("aria-expanded", "true");
    expect(answer(second!.answer)).toBeVisible();
  });

  it("puts each question in an h3 under the section's h2", () => {
    renderFaq();
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(faqItems.length);
  });

  describe("where the browser supports hidden=until-found", () => {
    afterEach(() => {
      Reflect.deleteProperty(HTMLElement.prototype, "onbeforematch");
    });

    it("lets find-in-page reveal a closed answer, which opens its question", () => {
      Object.defineProperty(HTMLElement.prototype, "onbeforematch", {
        value: null,
        configurable: true,
        writable: true,
      });
      renderFaq();
      const item = faqItems[2]!;
      const panel = answer(item.answer).parentElement!;
      expect(panel).toHaveAttribute("hidden", "until-found");

      act(() => {
        panel.dispatchEvent(new Event("beforematch"));
      });
      expect(screen.getByRole("button", { name: item.question })).toHaveAttribute(
        "aria-expanded",
        "true",
      );
      expect(panel).not.toHaveAttribute("hidden");
    });
  });
});
