/**
 * The ten services: menus, cards, the service pages and structured data all read this list.
 * Sub-service names follow the spec (§2, Service detail pages) character for character.
 */
import type { IconName } from "./icons";
import { homeboundMeaning } from "./homebound";
import type { ImageKey } from "./images";
import type { PageEntry } from "./pages";
import { tones, type SubService, type Tone } from "./types";

/** One entry of `services`; `Service` below narrows the ids to the ten of the list. */
type ServiceEntry = {
  /** Route id: `/services/{id}`. The list's order is that of menus, hero and footer (spec §2). */
  id: string;
  /** Link slug of the service card: the same as `id`. */
  slug: string;
  /** Full name, as on the service page. */
  title: string;
  /** One sentence for menus, cards and structured data. */
  summary: string;
  /** Short name for the hero pills (18 characters at most). */
  shortTitle: string;
  /** Fills the sub-service heading "Our {topic} Services". */
  topic: string;
  /** One or two sentences for the service cards. */
  description: string;
  /** Three or four short points for the service cards. */
  features: readonly string[];
  tone: Tone;
  /** `service-{id}` in the image manifest. */
  image: ImageKey;
  /** The three descriptive paragraphs of the service page. */
  paragraphs: readonly [string, string, string];
  /** The sub-service grid of the service page, in the spec's order. */
  subServices: readonly SubService[];
  /** Title and description of the service page's metadata (see `servicePage`). */
  meta: { title: string; description: string };
};

/** Gives each sub-service a tone, cycling through the palette so neighbours differ. */
function withTones(items: readonly (readonly [name: string, icon: IconName])[]) {
  return items.map(([name, icon], index): SubService => ({
    name,
    icon,
    tone: tones[index % tones.length] ?? "brand",
  }));
}

/** Whose rule homebound is: Medicare's (both criteria), not Medicaid's (42 CFR 440.70(c)). */
const medicareNote = `Medicare may cover this care when your doctor orders it and you are ${homeboundMeaning}. Other plans have their own rules, and Medicaid does not require you to be homebound.`;

export const services = [
  {
    id: "skilled-nursing",
    slug: "skilled-nursing",
    title: "Skilled Nursing",
    shortTitle: "Nursing",
    topic: "Skilled Nursing",
    summary:
      "Registered and licensed practical nurses provide assessments, wound care, medication management and disease care at home.",
    description:
      "Care from a registered or licensed practical nurse in your own home. Your nurse works with your doctor to help you recover and stay well.",
    features: [
      "Health checks and care after a hospital stay",
      "Wound, catheter and ostomy care",
      "Help with medicines and long-term conditions",
      "IV therapy and blood draws at home",
    ],
    tone: "brand",
    image: "service-skilled-nursing",
    paragraphs: [
      "Skilled nursing is care from a registered nurse (RN) or a licensed practical nurse (LPN), given in your own home. It is often the first step after a hospital stay, a surgery or a change in a long-term health problem. Your nurse checks your health, watches for warning signs and works closely with your doctor. If something changes, your nurse lets your doctor know right away, so small problems can be handled before they grow.",
      "Your nurse can help with many needs: caring for a wound, managing diabetes or heart disease, sorting out a long list of medicines, caring for a catheter or ostomy, drawing blood for lab tests and giving IV therapy that your doctor orders. Just as important, your nurse teaches you and your family what to watch for, which medicines to take and when, and when to call for help.",
      `${medicareNote} Nurse visits are part-time and follow a written care plan that your nurse and doctor review regularly. We check your benefits before care begins, so you know what to expect.`,
    ],
    subServices: withTones([
      ["Comprehensive Nursing Assessments", "stethoscope"],
      ["Cardiovascular Care", "heart-pulse"],
      ["Diabetic Care", "droplet"],
      ["Medication Management", "pill"],
      ["Wound Care", "bandage"],
      ["Catheter Care", "shield-plus"],
      ["Ostomy Care", "hand-heart"],
      ["Infusion Therapy", "iv-bag"],
      ["Phlebotomy Services", "test-tubes"],
      ["Restorative Nursing", "sprout"],
    ]),
    meta: {
      title: "Skilled Nursing Care at Home",
      description:
        "Registered nurses at home in the Chicago area: health checks, wound care, medicines, IV therapy and teaching, in step with your doctor.",
    },
  },
  {
    id: "health-aide",
    slug: "health-aide",
    title: "Home Health Aide",
    shortTitle: "Home Aides",
    topic: "Home Health Aide",
    summary:
      "Certified aides help with bathing, dressing, moving safely and other personal care under a nurse's plan.",
    description:
      "Trained, certified aides help with bathing, dressing and moving around safely. They follow a plan set by your nurse or therapist.",
    features: [
      "Bathing, dressing and personal care",
      "Safe moves from bed, chair or toilet",
      "Light meals, laundry and tidying up",
    ],
    tone: "accent",
    image: "service-health-aide",
    paragraphs: [
      "A home health aide helps with the personal care that can become hard during an illness or after a hospital stay. Our aides are trained and certified, and they work under the direction of a registered nurse or therapist. They help you bathe, dress, use the bathroom and move around your home safely, always with patience and respect for your privacy.",
      "Aides also help with the small things that make a day go well: a light meal, a fresh set of sheets, a load of laundry or a tidy kitchen. They notice changes in how you eat, move or feel, and they report them to your nurse. That way your care team hears early about anything that needs attention.",
      "When you are also getting skilled care, such as nursing or therapy, Medicare and many insurance plans may cover part-time aide visits. Your doctor must order your home health care, and Medicare also requires you to be homebound. Aide visits follow your care plan and are scheduled around your needs. If you only need help with chores, ask us about our homemaker services.",
    ],
    subServices: withTones([
      ["Bathing", "bath"],
      ["Dressing", "shirt"],
      ["Personal Care", "hand-helping"],
      ["Transfer Assistance", "armchair"],
      ["Ambulation Support", "footprints"],
      ["Light Meal Preparation", "cooking-pot"],
      ["Support for Nutritional Needs", "apple"],
      ["Laundry", "washing-machine"],
      ["Light Housekeeping", "brush-cleaning"],
    ]),
    meta: {
      title: "Home Health Aide Services",
      description:
        "Certified home health aides in the Chicago area help with bathing, dressing, moving safely and light chores, under a nurse's care plan.",
    },
  },
  {
    id: "social-worker",
    slug: "social-worker",
    title: "Medical Social Services",
    shortTitle: "Social Work",
    topic: "Medical Social",
    summary:
      "Medical social workers help with the emotional, social and financial sides of an illness and connect families to community resources.",
    description:
      "A medical social worker helps you and your family cope with illness, plan ahead and find help in your community.",
    features: [
      "Counseling for stress, crisis and grief",
      "Help finding community resources",
      "Planning for long-term care needs",
    ],
    tone: "plum",
    image: "service-social-worker",
    paragraphs: [
      "A serious illness affects more than your body. It can bring worry, money problems, family stress and hard choices. A medical social worker is a trained professional who helps you and your family with these emotional, social and practical sides of an illness. Our social workers are part of your home health team and work with your nurse, therapists and doctor.",
      "Your social worker can listen and help you cope, talk you through a crisis or a loss, and help your family plan for what comes next. They can also connect you with community resources, such as meal programs, support groups, rides, caregiver help or long-term care options, and help you understand the forms and programs that pay for care.",
      "Medical social services are usually short term and are part of your home health care plan. Medicare and many insurance plans may cover them when your doctor orders them along with your other home health care. Ask your nurse or call us if you think a visit from a social worker could help you or your family.",
    ],
    subServices: withTones([
      ["Assessment of Social and Emotional Factors", "message-circle-heart"],
      ["Community Resource Planning", "signpost"],
      ["Short-Term Therapy", "messages-square"],
      ["Short-Term Counseling for Long-Range Planning", "calendar-range"],
      ["Crisis Intervention", "life-buoy"],
      ["Grief Counseling", "heart-handshake"],
    ]),
    meta: {
      title: "Medical Social Services at Home",
      description:
        "Medical social workers help Chicago-area families cope with illness, plan ahead, handle a crisis or loss, and find community resources.",
    },
  },
  {
    id: "physical-therapy",
    slug: "physical-therapy",
    title: "Physical Therapy",
    shortTitle: "Physical Therapy",
    topic: "Physical Therapy",
    summary:
      "Physical therapists rebuild strength, balance and walking so you can move safely around your home.",
    description:
      "Licensed physical therapists help you rebuild strength, balance and walking, right where you live.",
    features: [
      "Strength and balance exercises",
      "Walking practice and fall prevention",
      "Safe moves in and out of bed, chair and car",
      "An exercise plan for between visits",
    ],
    tone: "sky",
    image: "service-physical-therapy",
    paragraphs: [
      "Physical therapy helps you get stronger, steadier and more confident on your feet. Our licensed physical therapists come to your home after a fall, a surgery such as a hip or knee replacement, a stroke, or a long illness that has left you weak. Working where you live lets your therapist see the real stairs, rugs and doorways you move through every day.",
      "Your therapist starts with an evaluation of your strength, balance, walking and pain. Then you work together on exercises, walking practice, and safe ways to get in and out of bed, a chair, the tub or the car. Your therapist may use treatments such as therapeutic ultrasound to ease pain, and helps you use a walker, cane or artificial limb well. You also get simple exercises to do between visits.",
      `${medicareNote} Your therapist sets clear goals with you, tracks your progress and shares updates with your doctor. When you reach your goals, your therapist helps you plan the next step.`,
    ],
    subServices: withTones([
      ["Evaluation", "clipboard-check"],
      ["Therapeutic Exercise", "dumbbell"],
      ["Gait Training", "footprints"],
      ["Ultrasound", "waves-horizontal"],
      ["Transfer Training", "armchair"],
      ["Home Exercise Program", "house"],
      ["Prosthetic Training", "person-standing"],
    ]),
    meta: {
      title: "Physical Therapy at Home",
      description:
        "In-home physical therapy across the Chicago area: strength, balance, walking and fall prevention after surgery, a stroke or an illness.",
    },
  },
  {
    id: "speech-therapy",
    slug: "speech-therapy",
    title: "Speech Therapy",
    shortTitle: "Speech Therapy",
    topic: "Speech Therapy",
    summary:
      "Speech-language pathologists treat problems with speech, language, voice and swallowing.",
    description:
      "Speech-language pathologists help with talking, understanding, voice and safe swallowing, in the comfort of home.",
    features: [
      "Clearer speech and a stronger voice",
      "Help finding words and following conversations",
      "Safer swallowing at mealtimes",
    ],
    tone: "sage",
    image: "service-speech-therapy",
    paragraphs: [
      "Speech therapy helps with problems in talking, understanding, voice and swallowing. These problems often follow a stroke, a brain injury, Parkinson's disease, dementia or a long stay in the hospital. Our licensed speech-language pathologists come to your home, so you can practice in the same places where you talk with family, eat meals and go about your day.",
      "Your therapist starts with an evaluation, then builds a treatment plan around your goals. That may mean exercises to speak more clearly, strengthen a weak or hoarse voice, find the right words or follow a conversation. If swallowing is hard, your therapist teaches safer ways to eat and drink. If you have hearing loss, aural rehabilitation helps you make the most of hearing aids and other tools.",
      `${medicareNote} Your therapist keeps your doctor and care team up to date and shows your family how to help between visits. A little practice every day adds up.`,
    ],
    subServices: withTones([
      ["Evaluation", "clipboard-check"],
      ["Voice Disorder", "mic-vocal"],
      ["Treatment", "speech"],
      ["Speech Articulation Disorder", "audio-lines"],
      ["Dysphagia Treatment", "glass-water"],
      ["Language Disorder Treatment", "message-square-text"],
      ["Aural Rehabilitation", "ear"],
    ]),
    meta: {
      title: "Speech Therapy at Home",
      description:
        "Speech-language pathologists visit Chicago-area homes to treat speech, language, voice and swallowing problems after a stroke or illness.",
    },
  },
  {
    id: "occupational-therapy",
    slug: "occupational-therapy",
    title: "Occupational Therapy",
    shortTitle: "Occupational",
    topic: "Occupational Therapy",
    summary:
      "Occupational therapists help you get back to daily tasks like dressing, cooking and bathing, with adaptive equipment when needed.",
    description:
      "Occupational therapists help you get back to everyday tasks, like dressing, bathing and cooking, as safely and independently as you can.",
    features: [
      "Practice with dressing, bathing and grooming",
      "Hand strength and coordination",
      "Advice on adaptive equipment and home safety",
    ],
    tone: "sand",
    image: "service-occupational-therapy",
    paragraphs: [
      "Occupational therapy helps you do the everyday tasks that matter to you, such as getting dressed, bathing, cooking, grooming and getting around your home. Our licensed occupational therapists help after a stroke, a fall, a surgery or an illness that has changed how your body works. The goal is simple: to help you live as safely and independently as you can.",
      "Your therapist looks at how you manage daily tasks and what gets in the way. Then you work on strength, coordination and hand skills, and learn new ways to do things. Your therapist may suggest adaptive equipment, such as a shower chair, grab bars or a reacher, or fit a splint to support a weak hand or wrist. Small changes to your home can make a big difference.",
      "Medicare may cover occupational therapy at home as part of a home health plan that your doctor orders. With Medicare, occupational therapy alone cannot start home health care, but it can continue after your nursing, physical or speech therapy ends. Your therapist sets goals with you, teaches your family how to help and keeps your doctor informed. As you gain skills, your therapist adjusts the plan until you can do more on your own.",
    ],
    subServices: withTones([
      ["Evaluation", "clipboard-check"],
      ["ADL Training", "shirt"],
      ["Muscle Re-Education", "biceps-flexed"],
      ["Perceptual Motor Training", "shapes"],
      ["Fine Motor Coordination", "puzzle"],
      ["Neuro-development Treatment", "brain"],
      ["Sensory Treatment", "hand"],
      ["Orthotics / Splinting", "bone"],
      ["Adaptive Equipment", "wrench"],
    ]),
    meta: {
      title: "Occupational Therapy at Home",
      description:
        "In-home occupational therapy in the Chicago area: practice dressing, bathing and cooking, build hand skills and set up a safer home.",
    },
  },
  {
    id: "specialized-care",
    slug: "specialized-care",
    title: "Specialized Care",
    shortTitle: "Specialized Care",
    topic: "Specialized Care",
    summary:
      "Focused programs for memory care, chronic disease, cardiac care, wound care and podiatry.",
    description:
      "Focused care for memory loss, heart disease, chronic conditions, hard-to-heal wounds and foot problems.",
    features: [
      "Memory care and family support",
      "Heart and chronic disease care",
      "Wound care and IV therapy",
      "Foot care with a podiatrist",
    ],
    tone: "brand",
    image: "service-specialized-care",
    paragraphs: [
      "Some health problems need extra focus and a team that knows them well. Our specialized care programs bring that focus to your home. We care for people living with memory loss, heart disease, diabetes, lung disease and other long-term conditions, and for people with hard-to-heal wounds or foot problems. Each program builds on the skills of our nurses, therapists and aides.",
      "For memory care, we help create calm routines, a safer home and support for the family caregiver. For heart and chronic disease care, your nurse checks your symptoms, weight and blood pressure, reviews your medicines and teaches you the warning signs to call about. We also provide wound care, IV therapy that your doctor orders, and foot care in partnership with a podiatrist.",
      "Every specialized care plan starts with your doctor's order and a visit from one of our nurses. Coverage depends on your insurance and the services you need, and we check your benefits before care begins. Our goal is to help you stay well at home, avoid trips back to the hospital and feel more in control of your health.",
    ],
    subServices: withTones([
      ["Podiatry", "footprints"],
      ["Wound Care", "bandage"],
      ["IV Fusion", "iv-bag"],
      ["Memory Care", "brain"],
      ["Chronic Disease Management", "activity"],
      ["Cardiac Care", "heart-pulse"],
    ]),
    meta: {
      title: "Specialized Home Care: Memory, Heart and Wound Care",
      description:
        "Memory care, heart and chronic disease care, wound care, IV therapy and podiatry, delivered at home by our Chicago-area care team.",
    },
  },
  {
    id: "palliative-care",
    slug: "palliative-care",
    title: "Palliative Care",
    shortTitle: "Palliative Care",
    topic: "Palliative Care",
    summary:
      "Comfort-focused care that eases pain and symptoms and supports patients and families through serious illness.",
    description:
      "Comfort-focused care for people living with a serious illness, at any stage. It eases symptoms and supports the whole family.",
    features: [
      "Relief from pain and other symptoms",
      "Counseling for you and your family",
      "Help planning future care",
    ],
    tone: "plum",
    image: "service-palliative-care",
    paragraphs: [
      "Palliative care focuses on comfort and quality of life for people living with a serious illness, such as heart failure, lung disease, cancer, kidney disease or dementia. It is not the same as hospice. You can get palliative care at any stage of an illness, and you can keep getting treatments that aim to cure or control your condition.",
      "Our team works to ease pain, shortness of breath, nausea, tiredness and other symptoms. We also make time for what matters most to you: your wishes, your worries and your goals. Nurses, social workers and other team members support you and your family, help you plan ahead for future care, connect you with spiritual support if you want it, and keep your doctors on the same page.",
      "Coverage for palliative care depends on your insurance and the services you need. Many parts of it, such as nursing and social work visits, may be covered by Medicare or your plan when you meet its rules. We check your benefits before care begins. If a time comes when hospice care makes sense, we talk about it openly and help you choose what is right for you.",
    ],
    subServices: withTones([
      ["Comprehensive Pain & Symptom Management", "heart-pulse"],
      ["Emotional & Psychological Counseling", "message-circle-heart"],
      ["Family & Caregiver Support Services", "users"],
      ["Advance Care & Treatment Planning", "file-heart"],
      ["Medical Care Coordination", "stethoscope"],
      ["Nutritional Guidance & Meal Support", "soup"],
      ["Spiritual Counseling & Support", "sunrise"],
      ["End-of-Life Care & Comfort Planning", "hand-heart"],
    ]),
    meta: {
      title: "Palliative Care at Home",
      description:
        "Comfort-focused care at home for serious illness in the Chicago area: symptom relief, counseling, family support and planning ahead.",
    },
  },
  {
    id: "infusion-therapy",
    slug: "infusion-therapy",
    title: "Infusion Therapy",
    shortTitle: "Infusion Therapy",
    topic: "Infusion Therapy",
    summary:
      "Nurses give IV fluids, antibiotics and other infusions safely at home, as your doctor orders.",
    description:
      "IV fluids, antibiotics and other infusions your doctor orders, given safely at home by registered nurses.",
    features: [
      "Fluids, antibiotics and pain medicine",
      "Nutrition, vitamin and electrolyte infusions",
      "IV line care and teaching for your family",
    ],
    tone: "sky",
    image: "service-infusion-therapy",
    paragraphs: [
      "Infusion therapy means giving medicine or fluids through a needle or a small tube placed in a vein, or sometimes under the skin. Many people who once had to stay in the hospital or visit a clinic for infusions can now get them safely at home. Every infusion is ordered by your doctor and given or overseen by our registered nurses, who are trained in IV care.",
      "We give many kinds of infusions, including fluids for dehydration, antibiotics, pain medicine, nutrition and vitamins, electrolytes, and biologic, immune or cancer drugs when your doctor orders them for home use. Your nurse cares for your IV line, watches for side effects and teaches you and your family what to look for and when to call us.",
      "We work closely with your doctor and with the pharmacy that prepares your medicine, so each dose arrives and is given on time. Coverage for home infusion depends on your insurance and the medicine, so we check your benefits before care begins. Getting infusions at home can mean fewer trips, less waiting and more rest in your own bed.",
    ],
    subServices: withTones([
      ["IV Hydration Therapy", "droplets"],
      ["Antibiotic Infusion Therapy", "shield-plus"],
      ["Chemotherapy Infusion", "ribbon"],
      ["Pain Management Infusion", "syringe"],
      ["Nutritional & Vitamin Infusion", "apple"],
      ["Biologic & Immunotherapy Infusion", "dna"],
      ["Electrolyte Replacement Infusion", "zap"],
      ["Specialized Medication Infusion", "iv-bag"],
    ]),
    meta: {
      title: "Home Infusion Therapy",
      description:
        "IV fluids, antibiotics, nutrition and other infusions your doctor orders, given safely at home by registered nurses in the Chicago area.",
    },
  },
  {
    id: "homemaker",
    slug: "homemaker",
    title: "Homemaker Services",
    shortTitle: "Homemaker",
    topic: "Home Maker",
    summary:
      "Help with meals, light housekeeping, errands and companionship, with flexible hourly, daily, overnight or live-in options.",
    description:
      "Everyday help with meals, housekeeping, errands and companionship. Choose hourly, daily, overnight or live-in support.",
    features: [
      "Meals, laundry and light housekeeping",
      "Rides to appointments and errands",
      "Friendly company and medicine reminders",
      "Hourly, daily, overnight or live-in",
    ],
    tone: "accent",
    image: "service-homemaker",
    paragraphs: [
      "Homemaker services help with the everyday tasks that keep a home running and a person well: cooking, light cleaning, laundry, grocery shopping and errands. Our homemakers can also help you wash and dress, offer friendly company and get you to an appointment. This kind of help lets many older adults stay in the home they love, and it gives family caregivers a needed break.",
      "You choose the schedule that fits your life. We offer flexible hourly, daily, overnight or live-in options, and we can change the plan as your needs change. Homemakers can remind you when it is time to take your medicines, look out for safety hazards around the house, and share updates with you and your family, so everyone knows how things are going.",
      "Homemaker and companion services are non-medical care, so Medicare usually does not pay for them. Most families pay privately. Some long-term care insurance policies, veterans' benefits or state programs may help with the cost. Call us to talk through your options. If you also need nursing or therapy, we can coordinate that care for you.",
    ],
    subServices: withTones([
      ["Personal Care & Daily Living Assistance", "hand-helping"],
      ["Medication & Health Monitoring", "pill-bottle"],
      ["Meal Planning & Nutrition", "salad"],
      ["Household Support / Homemaking Tasks", "house"],
      ["Appointment & Transportation Assistance", "car"],
      ["Emotional / Social Support & Companionship", "coffee"],
      ["Special Care Services", "accessibility"],
      ["Safety & Environment Management", "shield-check"],
      ["Communication & Reporting", "clipboard-list"],
    ]),
    meta: {
      title: "Homemaker and Companion Services",
      description:
        "Help with meals, housekeeping, errands and companionship in the Chicago area, with hourly, daily, overnight or live-in schedules.",
    },
  },
] as const satisfies readonly ServiceEntry[];

export type ServiceId = (typeof services)[number]["id"];
export type Service = ServiceEntry & { id: ServiceId; slug: ServiceId };

export const servicePath = (id: ServiceId) => `/services/${id}` as const;

/** The service with this route id, or undefined for an unknown id.
 * @internal Pages get their entities from getStaticPaths; tests look them up by id.
 */
export function getService(id: string): Service | undefined {
  return services.find((service) => service.id === id);
}

/** SEO fields of a service page; the sitemap adds these dynamic routes itself. */
export function servicePage(service: Service): PageEntry {
  return {
    path: servicePath(service.id),
    title: service.meta.title,
    description: service.meta.description,
    changeFrequency: "monthly",
    priority: 0.8,
  };
}
