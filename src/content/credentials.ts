/**
 * "Check our credentials": the agency's numbers (placeholders in ./agency until it supplies
 * them), each beside the public register that confirms it, so a case manager or family can
 * check them before a referral. The links open normally and carry no tracking.
 */
import { credentials } from "./agency";
import type { Fact } from "@/shared/placeholder";

type Register = { label: string; href: `https://${string}` };

export type CredentialCheck = {
  id: "license" | "ccn" | "npi";
  label: string;
  value: Fact<string>;
  register: Register;
};

/** Medicare's own comparison of home health agencies: quality and patient survey ratings. */
const careCompare = "https://www.medicare.gov/care-compare/" as const;

export const credentialsCopy = {
  title: "Check our credentials",
  text: "You do not have to take our word for it. Each number below is in a public register you can search yourself.",
} as const;

export const credentialChecks = [
  {
    id: "license",
    label: "Illinois home health agency license",
    value: credentials.illinoisLicense,
    register: {
      label: "Look it up with the Illinois Department of Public Health",
      href: "https://dph.illinois.gov/topics-services/health-care-regulation/health-care-facilities/home-health.html",
    },
  },
  {
    id: "ccn",
    label: "Medicare certification number (CCN)",
    value: credentials.medicareCcn,
    register: { label: "Find us on Medicare Care Compare", href: careCompare },
  },
  {
    id: "npi",
    label: "National Provider Identifier (NPI)",
    value: credentials.npi,
    register: {
      label: "Search the NPPES NPI registry",
      href: "https://npiregistry.cms.hhs.gov/",
    },
  },
] as const satisfies readonly CredentialCheck[];

/** Beside every patient satisfaction figure: where Medicare publishes patients' own ratings. */
export const careCompareRatingsLink = {
  label: "See our Medicare Care Compare ratings",
  href: careCompare,
} as const satisfies Register;
