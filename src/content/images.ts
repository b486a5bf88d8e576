/**
 * The image manifest: every picture on the site, by key. Components never hard-code a path;
 * to use the agency's own photographs, replace an entry's src, width, height and alt here.
 * (Skeleton: the illustration system fills in the real entries.)
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

const placeholder = (key: string): ImageAsset => ({
  src: "/illustrations/placeholder.svg",
  width: 800,
  height: 600,
  alt: key,
});

export const images = {
  "service-skilled-nursing": placeholder("service-skilled-nursing"),
  "service-health-aide": placeholder("service-health-aide"),
  "service-social-worker": placeholder("service-social-worker"),
  "service-physical-therapy": placeholder("service-physical-therapy"),
  "service-speech-therapy": placeholder("service-speech-therapy"),
  "service-occupational-therapy": placeholder("service-occupational-therapy"),
  "service-specialized-care": placeholder("service-specialized-care"),
  "service-palliative-care": placeholder("service-palliative-care"),
  "service-infusion-therapy": placeholder("service-infusion-therapy"),
  "service-homemaker": placeholder("service-homemaker"),
  "gallery-1": placeholder("gallery-1"),
  "gallery-2": placeholder("gallery-2"),
  "gallery-3": placeholder("gallery-3"),
  "gallery-4": placeholder("gallery-4"),
  "gallery-5": placeholder("gallery-5"),
  "gallery-6": placeholder("gallery-6"),
  "care-1": placeholder("care-1"),
  "care-2": placeholder("care-2"),
  "care-3": placeholder("care-3"),
  "care-4": placeholder("care-4"),
  "care-5": placeholder("care-5"),
  "care-6": placeholder("care-6"),
  "care-7": placeholder("care-7"),
  "care-8": placeholder("care-8"),
  mission: placeholder("mission"),
  "first-visit": placeholder("first-visit"),
  "avatar-1": placeholder("avatar-1"),
  "avatar-2": placeholder("avatar-2"),
  "avatar-3": placeholder("avatar-3"),
  "avatar-4": placeholder("avatar-4"),
  "avatar-5": placeholder("avatar-5"),
} satisfies Record<ImageKey, ImageAsset>;
