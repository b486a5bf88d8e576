/**
 * The FAQ (spec §2 "FAQ section", §3 "FAQ item", §4 care lifecycle, §9 FAQ facts), shown on
 * /about and published as FAQPage structured data. Answers are plain text, 2 to 5 sentences,
 * written for patients and families; contact facts come from `siteConfig`, the six core counties from `counties.ts`.
 */
import { coreCountyList, counties, type ResponseTime } from "./counties";
import { formatList } from "./format";
import { pages } from "./pages";
import { callbackWithin } from "./response-time";
import { siteConfig } from "./site";

/** The counties with the first-visit figure `time` ("Cook, Lake and DuPage"). */
const countiesWithin = (time: ResponseTime) =>
  formatList(counties.filter((county) => county.responseTime === time).map((c) => c.name));

type FaqCategory = "general" | "services" | "insurance";

export type FaqItem = {
  id: string;
  question: string;
  answer: string;
  category: FaqCategory;
  /** A page that answers more, shown after the answer. */
  link?: { label: string; href: string };
};

export type FaqFilter = FaqCategory | "all";

const phone = siteConfig.phone.display;

export const faqCopy = {
  eyebrow: "Questions and answers",
  title: "Frequently Asked Questions",
  description: `Straight answers about getting care at home, what it costs and how it works. Still have a question? Call us at ${phone}.`,
  filtersLabel: "Show questions about",
  filters: [
    { id: "all", label: "All" },
    { id: "general", label: "General" },
    { id: "services", label: "Services" },
    { id: "insurance", label: "Insurance" },
  ],
  shownCount: (count: number) => `Showing ${count} ${count === 1 ? "question" : "questions"}`,
} as const satisfies {
  eyebrow: string;
  title: string;
  description: string;
  filtersLabel: string;
  filters: readonly { id: FaqFilter; label: string }[];
  shownCount: (count: number) => string;
};

export const faqItems = [
  /* ------------------------------------------------------------------ General */
  {
    id: "what-is-home-health",
    category: "general",
    question: "What is home health care?",
    answer:
      "Home health care is skilled medical care that your doctor orders and that you receive in your own home. Nurses, therapists, aides and social workers visit you to help you recover from an illness, injury or surgery, or to manage a long-term condition. It is not round-the-clock care: our team comes for scheduled visits and teaches you and your family how to manage between them.",
  },
  {
    id: "areas-served",
    category: "general",
    question: "Which areas do you serve?",
    answer: `We care for patients across the Chicago area, including ${coreCountyList} counties. If you are not sure whether we come to your address, call us at ${phone} and we will check for you.`,
  },
  {
    id: "how-soon",
    category: "general",
    question: "How soon can care start?",
    answer: `The first visit can be within 24 hours of the referral in ${countiesWithin("Under 24 hours")} counties, and within 48 hours in the other counties we serve. We call you back ${callbackWithin} of your request; once we have your doctor's order and your insurance details, we set up the first visit at a time that suits you. If you are coming home from the hospital, we can plan the first visit for the day after you get home.`,
    link: { label: "Refer a patient: for physicians and case managers", href: pages.refer.path },
  },
  {
    id: "who-can-refer",
    category: "general",
    question: "Who can refer me for home health care?",
    answer:
      "Anyone can contact us to get started: you, a family member, your doctor, a hospital discharge planner or a case manager. Home health care does need an order from your doctor or another allowed provider, such as a nurse practitioner or physician assistant. If you call us first, we contact your doctor and take care of the paperwork.",
    link: { label: "What we provide, and its limits", href: pages.serviceLimits.path },
  },
  {
    id: "first-visit",
    category: "general",
    question: "What happens at the first visit?",
    answer:
      "A registered nurse or therapist comes to your home for an initial assessment, which usually takes one to two hours. They ask about your health and goals, go over all your medicines, check your home for safety risks and answer your questions. It helps to have your insurance cards, your medicine bottles or list, your doctor's name and any hospital discharge papers ready.",
  },
  {
    id: "family",
    category: "general",
    question: "Can my family be involved in my care?",
    answer:
      "Yes, and we encourage it. With your permission, family members and caregivers can join visits, help set goals and learn how to help you safely, for example with medicines, exercises or moving around the house. We keep them informed and answer their questions too.",
  },
  {
    id: "languages",
    category: "general",
    question: "Can I get care in a language other than English?",
    answer:
      "Yes. Tell us your preferred language when you call, and we will arrange a qualified interpreter, including sign language, at no cost to you. For anything about your care, your coverage or your rights, please call and ask for an interpreter, who can explain it accurately. The translation menu at the top of the page can help with general reading, but it is an automatic translation that no one has checked, and it may contain mistakes.",
  },
  {
    id: "privacy",
    category: "general",
    question: "How do you protect my health information?",
    answer:
      "We follow HIPAA, the federal law that protects your health information, and we keep your records secure. Without your written permission, we use and share your information only to treat you, to get paid for your care and to run our agency, for example to check the quality of our care, and where the law requires or allows it, such as reports to public health agencies. You can see and get a copy of your records, and so can a person you authorize in writing. Our HIPAA Notice of Privacy Practices on this website explains all of this and your other rights.",
  },

  /* ------------------------------------------------------------------ Services */
  {
    id: "services-offered",
    category: "services",
    question: "What services do you provide?",
    answer:
      "We provide skilled nursing, physical therapy, occupational therapy, speech therapy, medical social services and home health aide care. We also offer specialized care, palliative care, infusion therapy and homemaker help with everyday tasks around the house. Your doctor and our clinicians decide together which services fit your needs.",
  },
  {
    id: "how-it-works",
    category: "services",
    question: "How does home health care work from start to finish?",
    answer:
      "It begins with an initial home assessment by a nurse or therapist. We then write a care plan with you and your doctor, with clear goals and the services you need. Our team comes for scheduled visits, and we review the plan with your doctor regularly, at least every 60 days, changing it as you improve.",
  },
  {
    id: "visit-frequency",
    category: "services",
    question: "How often will someone visit me?",
    answer:
      "Your plan of care sets how often we come, based on your needs and your doctor's orders. Nurse visits are usually 1 to 3 times a week, and therapy visits are usually 2 to 3 times a week. Most visits last 30 to 60 minutes, and they often become less frequent as you get stronger.",
  },
  {
    id: "equipment",
    category: "services",
    question: "Can you help me get medical equipment?",
    answer:
      "Yes. If your nurse or therapist sees that you need equipment such as a walker, shower chair or hospital bed, we tell your doctor and help you order it from a medical equipment supplier. Supplies used in your home health care, such as wound dressings, are included in your care. With Medicare, equipment is covered separately under Part B, where you usually pay 20% of the approved amount after the yearly deductible.",
  },
  {
    id: "when-services-end",
    category: "services",
    question: "When do home health services end?",
    answer:
      "Services end when you have met the goals in your care plan, when your doctor discontinues them, or when you are no longer eligible, for example because you can leave home easily again. We talk with you about it ahead of time, so it never comes as a surprise. If you have Medicare, you will get a written notice at least two days before your covered services end, or by your next-to-last visit if your visits are not daily, explaining how to ask for a fast appeal if you disagree.",
  },
  {
    id: "after-discharge",
    category: "services",
    question: "What happens after I am discharged?",
    answer:
      "Before your last visit, we help you plan the next step, such as outpatient care, follow-up visits with your doctor or private duty services at home. We send a summary of your care to your doctor. If your health changes later, your doctor can refer you to us again.",
  },

  /* ------------------------------------------------------------------ Insurance */
  {
    id: "medicare-coverage",
    category: "insurance",
    question: "Does Medicare pay for home health care?",
    answer:
      "Yes. If you are eligible, Medicare covers home health care from a Medicare-certified agency like ours, and you pay $0 for the covered home health services. You are eligible when you are homebound, you need part-time skilled nursing, physical therapy or speech therapy, and your doctor orders the care after a face-to-face visit with you about the reason you need it. Occupational therapy alone cannot start Medicare home health care, but it can continue after your other skilled care ends. The one exception to the $0 is medical equipment such as a walker, for which you usually pay 20% under Part B.",
  },
  {
    id: "homebound",
    category: "insurance",
    question: "What does homebound mean?",
    answer:
      "For Medicare, you are homebound when both of these are true. First, you need help to leave home, such as a cane, walker, wheelchair, special transportation or another person, or your doctor advises you not to go out because of your condition. Second, leaving home takes a major effort, so you normally stay home. Being homebound does not mean you can never leave: you can still go to medical appointments, religious services, adult day care and short, occasional outings such as a trip to the barber or a family event. Illinois Medicaid does not require you to be homebound to get home health care.",
  },
  {
    id: "medicaid",
    category: "insurance",
    question: "Do you accept Illinois Medicaid?",
    answer:
      "Yes, we accept Illinois Medicaid. Most Medicaid members in Illinois belong to a HealthChoice Illinois managed care plan, which usually has to approve home health visits before they start, and we ask for that approval with your doctor. Covered home health services usually cost you nothing.",
  },
  {
    id: "private-insurance",
    category: "insurance",
    question: "Do you take private insurance and Medicare Advantage plans?",
    answer:
      "Yes, we work with many private insurers and Medicare Advantage plans. Coverage, copays and prior approval rules differ from plan to plan, so we check your benefits before care begins and tell you what you may owe. You can start that check with the Verify Coverage form on our Insurance page or by calling us.",
  },
  {
    id: "insurer-not-paying",
    category: "insurance",
    question: "What happens if my private insurance does not pay?",
    answer:
      "We bill your insurance company directly first. If a private insurer whose network we are not in has not paid within 30 days, we send the bill to you, the patient; with Medicare, Medicaid, a Medicare Advantage plan or an in-network private plan, we never bill you for covered care beyond your own share, such as a copay, coinsurance or deductible. Please call us before you worry: our billing team will explain the bill, follow up with your insurer and help you with the next steps. After you pay, you can seek reimbursement from your insurance company, and we will give you the itemized bill and any papers you need.",
  },
  {
    id: "cost-estimate",
    category: "insurance",
    question: "How can I find out what I will pay?",
    answer:
      "Call us, or send the Verify Coverage form on our Insurance page, and we will check your benefits with your insurer before your first visit. For a quick first idea, try the cost calculator on our Insurance page. Your insurer has the final word on what is covered, so we always confirm with them.",
  },
] as const satisfies readonly FaqItem[];

/** The questions of one category, or all of them. */
export function faqItemsFor(filter: FaqFilter, items: readonly FaqItem[] = faqItems): FaqItem[] {
  return filter === "all" ? [...items] : items.filter((item) => item.category === filter);
}
