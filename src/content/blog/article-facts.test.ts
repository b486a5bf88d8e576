/**
 * Health and coverage sentences the articles must keep (issue 14 §4), read from the Markdown
 * files themselves. Each expected phrase is written out here, with its source in the comment.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const article = (n: number) =>
  readFileSync(join(process.cwd(), "src/content/blog/articles", `${n}.md`), "utf8");

/** The list that follows a lead-in line, up to the next blank-line-separated paragraph. */
function listAfter(source: string, leadIn: string): string {
  const start = source.indexOf(leadIn);
  expect(start, leadIn).toBeGreaterThanOrEqual(0);
  const rest = source.slice(start + leadIn.length).trimStart();
  const end = rest.search(/\n\n(?!- )/);
  return end === -1 ? rest : rest.slice(0, end);
}

describe("article 3 (falls): a head injury on a blood thinner is an emergency", () => {
  const source = article(3);
  const emergency = listAfter(
    source,
    "Get emergency care right away, by calling 911 or going to the emergency room, if:",
  );
  const sameDay = listAfter(source, "Call your doctor the same day if you notice:");

  it("sends a head injury on a blood thinner to emergency care, not a same-day call", () => {
    // CDC, "Older Adult Fall Prevention" / HEADS UP: on blood thinners, be seen right away.
    expect(emergency).toContain(
      "- You hit your head and take a blood thinner, even if you feel fine.",
    );
    expect(emergency).toMatch(/headache that gets worse, vomiting, confusion/);
    expect(sameDay).not.toMatch(/blood thinner|head/i);
    expect(source).not.toContain("A head bump of any kind if you take a blood thinner");
  });
});

describe("article 8 (nursing visit): Medicare eligibility in full", () => {
  const source = article(8);
  it("names the face-to-face visit, a certified agency and both homebound conditions", () => {
    // 42 CFR 424.22(a)(1)(v); 42 CFR 484 (certified agency); MBPM ch. 7 §30.1.1.
    expect(source).toContain(
      "have a face-to-face visit with your doctor or another allowed provider",
    );
    expect(source).toContain("your care must come from a Medicare-certified agency");
    expect(source).toContain("You are homebound when both of these are true:");
    expect(source).toMatch(/because of your health; and leaving home takes a major effort/);
  });
});

describe("article 2 (Medicare benefits): the end-of-services notice", () => {
  it("comes at least two days before, or by the next-to-last visit (42 CFR 405.1200(b))", () => {
    const source = article(2);
    expect(source).toContain("Notice of Medicare Non-Coverage, at least two days before they end");
    expect(source).toContain(
      "If your visits are not every day, you get it by your next-to-last visit.",
    );
  });
});

describe("smaller clinical points", () => {
  it("warns that pulse oximeters can read high on darker skin (FDA, February 2021)", () => {
    expect(article(1)).toContain(
      "a pulse oximeter can read higher than your true oxygen level, more often in people with darker skin",
    );
  });

  it("lists the shingles vaccine for COPD (CDC adult schedule: RZV at 50+, 19+ if immunocompromised)", () => {
    expect(listAfter(article(11), "Ask your doctor which of these are right for you:")).toContain(
      "- Shingles vaccine, for adults 50 and older, and for adults 19 and older whose immune system is weakened",
    );
  });

  it("says to clamp a broken line between the break and the body", () => {
    expect(article(14)).toContain(
      "If the line cracks, breaks or leaks, clamp it between the break and your body",
    );
    expect(article(14)).not.toContain("clamp it above the break");
  });

  it("names Illinois' sources of authority: power of attorney, surrogate, guardian", () => {
    const source = article(15);
    expect(source).not.toContain(
      "Unless a doctor has found that they can no longer make safe decisions",
    );
    expect(source).toContain("**A health care power of attorney.**");
    expect(source).toContain("the Illinois Health Care Surrogate Act");
    expect(source).toContain("**A guardian.** A court can appoint a guardian");
  });
});
