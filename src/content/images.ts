/**
 * The image manifest: every picture on the site, by key. Components never hard-code a path;
 * they render `images[key]` through `SiteImage`.
 *
 * The pictures are flat illustrations recoloured to the brand palette by
 * `scripts/build-illustrations.mjs` (unDraw scenes, MIT licence; avatars and the placeholder
 * are drawn by the script). To use the agency's own photographs, put the files in /public
 * (e.g. /public/photos/nurse-visit.jpg) and replace that entry's src, width, height and alt
 * here: nothing else changes. Alt text must describe what the new picture shows.
 */
import type { ImageAsset } from "./types";

export const imageKeys = [
  "service-skilled-nursing",
  "service-health-aide",
  "service-social-worker",
  "service-physical-therapy",
  "service-speech-therapy",
  "service-occupational-therapy",
  "service-specialized-care",
  "service-palliative-care",
  "service-infusion-therapy",
  "service-homemaker",
  "gallery-1",
  "gallery-2",
  "gallery-3",
  "gallery-4",
  "gallery-5",
  "gallery-6",
  "care-1",
  "care-2",
  "care-3",
  "care-4",
  "care-5",
  "care-6",
  "care-7",
  "care-8",
  "mission",
  "first-visit",
  "avatar-1",
  "avatar-2",
  "avatar-3",
  "avatar-4",
  "avatar-5",
] as const;

export type ImageKey = (typeof imageKeys)[number];

/** Shown when a picture is missing (and a neutral stand-in while an agency gathers photos). */
export const placeholderImage = {
  src: "/illustrations/placeholder.svg",
  width: 800,
  height: 600,
  alt: "",
} satisfies ImageAsset;

export const images = {
  "service-skilled-nursing": {
    src: "/illustrations/service-skilled-nursing.svg",
    width: 1086,
    height: 783,
    alt: "A nurse listens to an older woman's heart and lungs with a stethoscope",
  },
  "service-health-aide": {
    src: "/illustrations/service-health-aide.svg",
    width: 538,
    height: 509,
    alt: "A home health aide walks hand in hand with an older man, steadying his steps",
  },
  "service-social-worker": {
    src: "/illustrations/service-social-worker.svg",
    width: 842,
    height: 843,
    alt: "A social worker talks things through with two people over coffee at a round table",
  },
  "service-physical-therapy": {
    src: "/illustrations/service-physical-therapy.svg",
    width: 960,
    height: 665,
    alt: "An older woman does a knee-lift exercise with a hand weight while a therapist sits nearby",
  },
  "service-speech-therapy": {
    src: "/illustrations/service-speech-therapy.svg",
    width: 631,
    height: 469,
    alt: "A woman walks along holding up a large speech bubble, ready to talk",
  },
  "service-occupational-therapy": {
    src: "/illustrations/service-occupational-therapy.svg",
    width: 960,
    height: 828,
    alt: "A woman checks her dress in a tall mirror after getting dressed on her own",
  },
  "service-specialized-care": {
    src: "/illustrations/service-specialized-care.svg",
    width: 1105,
    height: 783,
    alt: "Two clinicians in white coats stand beside a large heart with a heartbeat line",
  },
  "service-palliative-care": {
    src: "/illustrations/service-palliative-care.svg",
    width: 667,
    height: 648,
    alt: "A younger woman hugs a grey-haired older woman in front of a large heart",
  },
  "service-infusion-therapy": {
    src: "/illustrations/service-infusion-therapy.svg",
    width: 888,
    height: 618,
    alt: "Two nurses in scrubs, one with a clipboard, stand beside a large jar of medicine",
  },
  "service-homemaker": {
    src: "/illustrations/service-homemaker.svg",
    width: 714,
    height: 614,
    alt: "Two people in aprons make a meal together, one stirring a bowl the other holds",
  },
  "gallery-1": {
    src: "/illustrations/gallery-1.svg",
    width: 747,
    height: 800,
    alt: "An older man shares a meal and a chat with a woman at a small table",
  },
  "gallery-2": {
    src: "/illustrations/gallery-2.svg",
    width: 940,
    height: 800,
    alt: "An older woman resting on a park bench chats with a friend who stops by",
  },
  "gallery-3": {
    src: "/illustrations/gallery-3.svg",
    width: 960,
    height: 391,
    alt: "A woman kneels in the garden, planting seedlings in clay pots",
  },
  "gallery-4": {
    src: "/illustrations/gallery-4.svg",
    width: 925,
    height: 641,
    alt: "A woman sits on the floor reading a book under a warm lamp",
  },
  "gallery-5": {
    src: "/illustrations/gallery-5.svg",
    width: 640,
    height: 499,
    alt: "A woman in a knit hat bends down to pet a friendly dog",
  },
  "gallery-6": {
    src: "/illustrations/gallery-6.svg",
    width: 821,
    height: 708,
    alt: "An older couple with grey hair walks hand in hand under the trees",
  },
  "care-1": {
    src: "/illustrations/care-1.svg",
    width: 554,
    height: 880,
    alt: "A clinician in a white coat writes on a clipboard beside a medication list",
  },
  "care-2": {
    src: "/illustrations/care-2.svg",
    width: 427,
    height: 657,
    alt: "A man washes his hands at the bathroom sink",
  },
  "care-3": {
    src: "/illustrations/care-3.svg",
    width: 732,
    height: 669,
    alt: "An older man exercises with light hand weights beside a chair at home",
  },
  "care-4": {
    src: "/illustrations/care-4.svg",
    width: 509,
    height: 508,
    alt: "An older man with his leg in a cast stands up on crutches",
  },
  "care-5": {
    src: "/illustrations/care-5.svg",
    width: 743,
    height: 743,
    alt: "A man in a jacket talks on his mobile phone",
  },
  "care-6": {
    src: "/illustrations/care-6.svg",
    width: 662,
    height: 646,
    alt: "A woman walks past store shelves carrying a shopping bag",
  },
  "care-7": {
    src: "/illustrations/care-7.svg",
    width: 800,
    height: 515,
    alt: "A woman bends down to water her potted plants with a watering can",
  },
  "care-8": {
    src: "/illustrations/care-8.svg",
    width: 693,
    height: 597,
    alt: "Two clinicians with stethoscopes stand side by side, one holding a clipboard",
  },
  mission: {
    src: "/illustrations/mission.svg",
    width: 850,
    height: 718,
    alt: "A person walks up to a small house with smoke curling from the chimney",
  },
  "first-visit": {
    src: "/illustrations/first-visit.svg",
    width: 960,
    height: 878,
    alt: "A visitor knocks on a front door, arriving for a first home visit",
  },
  "avatar-1": {
    src: "/illustrations/avatar-1.svg",
    width: 200,
    height: 200,
    alt: "Portrait of an older woman with grey hair and glasses",
  },
  "avatar-2": {
    src: "/illustrations/avatar-2.svg",
    width: 200,
    height: 200,
    alt: "Portrait of an older man with short grey hair",
  },
  "avatar-3": {
    src: "/illustrations/avatar-3.svg",
    width: 200,
    height: 200,
    alt: "Portrait of a woman with her dark hair in a bun",
  },
  "avatar-4": {
    src: "/illustrations/avatar-4.svg",
    width: 200,
    height: 200,
    alt: "Portrait of a man with short, curly black hair",
  },
  "avatar-5": {
    src: "/illustrations/avatar-5.svg",
    width: 200,
    height: 200,
    alt: "Portrait of an older woman with long white hair and glasses",
  },
} satisfies Record<ImageKey, ImageAsset>;
