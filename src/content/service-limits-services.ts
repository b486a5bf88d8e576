/**
 * What each of the ten services includes, what it does not and who pays: the services part
 * of /services/limits (see `service-limits.ts`). General Medicare rules are facts (sources in
 * the comments: MBPM is the Medicare Benefit Policy Manual, ch. 7 home health); what this
 * agency does or does not offer is a placeholder until the agency confirms it.
 */
import { placeholder, type Fact } from "@/shared/placeholder";
import type { ServiceId } from "./services";

export type ServiceLimits = {
  includes: readonly Fact<string>[];
  excludes: readonly Fact<string>[];
  pays: string;
};

const medicareInFull =
  "Medicare pays in full for covered visits. Medicaid and private plans cover them with their own rules and costs.";

/** Which days therapists visit: shared by the three therapies. */
const therapyDays = placeholder(
  "service-limits.therapy-days",
  "Visits Monday to Saturday. No therapy visits on Sundays or public holidays.",
  "The days the agency's physical, occupational and speech therapists visit (weekends, holidays).",
);

export const serviceLimits = {
  "skilled-nursing": {
    includes: [
      "Visits from a registered nurse (RN) or licensed practical nurse (LPN), on a plan your doctor signs",
      "Health checks, wound, catheter and ostomy care, help with medicines, and teaching for you and your family",
      placeholder(
        "service-limits.nursing-days",
        "Nurse visits 7 days a week when your care plan calls for them",
        "The days nurses visit, and whether weekend and holiday visits are offered.",
      ),
    ],
    excludes: [
      // MBPM ch. 7 §50.7: part-time or intermittent.
      "Shifts of nursing for 8 hours or more, or a nurse who stays overnight (private duty nursing)",
      // MBPM ch. 7 §40.1.2.13: venipuncture alone does not qualify for home health.
      "Visits only to draw blood: Medicare does not start home health care for a blood draw alone",
      placeholder(
        "service-limits.nursing-not-offered",
        "Care for people who live on a ventilator",
        "Nursing care the agency does not provide (for example ventilators, tracheostomy care).",
      ),
    ],
    pays: medicareInFull,
  },
  "health-aide": {
    includes: [
      "Help with bathing, dressing, using the bathroom and moving safely, on a plan your nurse or therapist sets",
      // MBPM ch. 7 §50.2: incidental household services during an aide visit.
      "A light meal, laundry or tidying up during the visit, as part of that plan",
      placeholder(
        "service-limits.aide-visits",
        "Visits of 1 to 2 hours, a few times a week",
        "How long aide visits usually last and how often they come.",
      ),
    ],
    excludes: [
      // MBPM ch. 7 §50.2: aide services need a qualifying skilled service.
      "Aide visits on their own: Medicare covers them only while you also get nursing or therapy",
      "Care for many hours a day or overnight",
      "Housework, shopping or meals that are not part of your care plan (see Homemaker Services)",
    ],
    pays: "Medicare pays in full while you also get skilled care. Medicaid and private plans cover aide visits with their own rules.",
  },
  "social-worker": {
    includes: [
      "Counseling for the stress, worry and grief an illness brings",
      "Help finding community resources and filling in forms for programs that pay for care",
      "Planning for long-term care",
    ],
    excludes: [
      // MBPM ch. 7 §50.3: medical social services need a qualifying skilled service.
      "Social work visits on their own: Medicare covers them only with other home health care",
      placeholder(
        "service-limits.social-work-not-offered",
        "Long-term counseling or therapy for mental illness (we help you find a counselor)",
        "What the agency's social workers do not provide.",
      ),
    ],
    pays: medicareInFull,
  },
  "physical-therapy": {
    includes: [
      "An evaluation, then exercises for strength, balance and walking",
      "Safe ways to get in and out of bed, a chair, the tub or the car, and help using a walker or cane",
      // MBPM ch. 7 §40.2 (Jimmo v. Sebelius settlement): skilled maintenance therapy.
      "Therapy to keep you from getting worse, when it needs a therapist's skill: Medicare does not require you to improve",
      therapyDays,
    ],
    excludes: [
      "Therapy at a clinic, gym or pool: we treat you at home only",
      "Therapy once you can safely leave home for outpatient care (Medicare)",
    ],
    pays: medicareInFull,
  },
  "speech-therapy": {
    includes: [
      "Help with speech, language, voice and memory for words",
      "Safer ways to swallow, eat and drink",
      "Learning to use hearing aids and other tools (aural rehabilitation)",
      therapyDays,
    ],
    excludes: [
      // Medicare.gov, "Hearing aids": not covered by Original Medicare.
      "Hearing aids, or hearing exams to fit them: Original Medicare does not pay for them",
    ],
    pays: medicareInFull,
  },
  "occupational-therapy": {
    includes: [
      "Practice with dressing, bathing, grooming and cooking",
      "Hand strength and coordination, and splints to support a weak hand or wrist",
      "Advice on adaptive equipment and a safer home",
      therapyDays,
    ],
    excludes: [
      // MBPM ch. 7 §30.4: occupational therapy alone does not start Medicare home health.
      "Starting care with occupational therapy alone: Medicare home health must start with nursing, physical or speech therapy; occupational therapy can continue after they end",
      // Medicare.gov, "Bathroom safety devices": not covered.
      "The equipment itself: Medicare does not pay for grab bars, shower chairs or most bathroom aids",
    ],
    pays: medicareInFull,
  },
  "specialized-care": {
    includes: [
      "Memory care: calm routines, a safer home and support for family caregivers",
      "Heart and chronic disease care: checks, medicines and warning signs",
      "Care for hard-to-heal wounds",
      placeholder(
        "service-limits.podiatry",
        "Foot care from a podiatrist we work with, who bills you or your plan separately",
        "How podiatry is arranged (partner podiatrist, billing).",
      ),
    ],
    excludes: [
      "Someone to stay with a person with memory loss all day or night",
      // Medicare.gov, "Foot care": routine foot care is not covered, with exceptions.
      "Routine foot care, such as trimming nails or treating corns and calluses: Medicare pays only for some conditions, such as diabetes with nerve damage in the feet",
    ],
    pays: medicareInFull,
  },
  "palliative-care": {
    includes: [
      "Relief from pain, shortness of breath and other symptoms",
      "Counseling and support for you and your family",
      "Help planning future care and putting your wishes in writing",
    ],
    excludes: [
      placeholder(
        "service-limits.hospice",
        "Hospice care: we do not provide it, and we help you find a hospice if you choose one",
        "Whether the agency provides hospice care.",
      ),
      "Care around the clock",
    ],
    pays: "Medicare has no separate palliative care benefit: nursing and social work visits are covered as home health care when you qualify. Other plans differ.",
  },
  "infusion-therapy": {
    includes: [
      placeholder(
        "service-limits.infusions-given",
        "Fluids, antibiotics, pain medicine, nutrition (TPN), vitamins and electrolytes, and biologic or immune drugs your doctor orders for home use",
        "Which infusions the agency's nurses give at home.",
      ),
      "Care of your IV line, and teaching you and your family what to watch for",
    ],
    excludes: [
      placeholder(
        "service-limits.infusions-not-given",
        "Blood transfusions, the first dose of a new IV medicine, and chemotherapy that must be given in a clinic",
        "Which infusions the agency does not give at home.",
      ),
      "Preparing or supplying the medicine: a pharmacy does that",
    ],
    // Medicare.gov, "Home infusion therapy services" and "Home health services".
    pays: "Medicare home health pays for the nurse's visits. The medicine, pump and supplies are paid another way: some by Part B, others by your Part D drug plan, and you may owe a share.",
  },
  homemaker: {
    includes: [
      "Meals, laundry, light housekeeping, shopping and errands",
      "Rides to appointments, friendly company and medicine reminders",
      "Hourly, daily, overnight or live-in help",
    ],
    excludes: [
      placeholder(
        "service-limits.homemaker-not-medical",
        "Medical care: homemakers do not give medicines, change dressings or do nursing tasks",
        "What the agency's homemakers may not do.",
      ),
      placeholder(
        "service-limits.homemaker-minimum",
        "Visits shorter than 4 hours",
        "The shortest homemaker visit the agency books.",
      ),
    ],
    // Medicare.gov, "Home health services": homemaker services are not covered.
    pays: "Medicare does not pay for homemaker or companion care. Most families pay for it themselves; long-term care insurance, veterans' benefits or Illinois programs for older adults may help.",
  },
} as const satisfies Record<ServiceId, ServiceLimits>;
