/**
 * Copy of /certificates (spec §2 "Certificates", §3 "Certificate"): five certificates, the
 * current one first, then 2006 to 2009, each opening in a full-screen viewer.
 *
 * PLACEHOLDERS: the titles and descriptions are plausible samples and the pictures in
 * /public/certificates are drawn stand-ins (`scripts/build-award-images.mjs`), not scans of
 * real documents; each entry is a `placeholder()` (the page lays a "Sample" mark over its
 * picture). Before launch the agency replaces each picture with a scan of its own
 * certificate (and its entry in ./images.ts), checks each title and description here, and
 * removes the `placeholder(...)` call around the confirmed entry. The original licence's year
 * is the founding year of ./agency.
 */
import { foundingYear } from "./agency";
import type { ImageKey } from "./images";
import { factValue, placeholder, type Fact } from "@/shared/placeholder";

export type CertificateYear = "Current" | number;

export type Certificate = {
  id: string;
  title: string;
  year: CertificateYear;
  image: ImageKey;
  description: string;
};

export const certificatesIntro = {
  eyebrow: "Certificates & Licenses",
  title: "Licensed, Certified and Accountable",
  description:
    "Home health agencies in Illinois must be licensed by the state, and agencies that care for people with Medicare must be certified. These are the documents behind our promise of safe, skilled care. Select a certificate to see it full size.",
  listTitle: "Our Certificates",
  yearLabel: "Year",
  view: "View certificate",
  /** The button's accessible name: its visible text, then which certificate it opens. */
  viewLabel: (title: string, year: CertificateYear) => `View certificate: ${title}, ${year}`,
  close: "Close",
} as const;

/** The viewer button's copy for one certificate (the CertificateViewer island's `copy` prop). */
export function certificateViewerCopy(certificate: Certificate) {
  return {
    view: certificatesIntro.view,
    viewLabel: certificatesIntro.viewLabel(certificate.title, certificate.year),
    close: certificatesIntro.close,
  };
}

const SAMPLE_CERTIFICATE =
  "A sample certificate: replace the picture with a scan of the agency's own document and confirm its title, year and description, or remove it.";

/** The five certificates, the current one first; each a placeholder until confirmed. */
export const certificateFacts: readonly Fact<Certificate>[] = [
  placeholder(
    "certificates.license-current",
    {
      id: "license-current",
      title: "Illinois Home Health Agency License",
      year: "Current",
      image: "certificate-1",
      description:
        "Our current license from the Illinois Department of Public Health to provide skilled home health services. The state renews it every year after reviewing our care, staff and records.",
    },
    SAMPLE_CERTIFICATE,
  ),
  placeholder(
    "certificates.license-original",
    {
      id: "license-original",
      title: "Original Home Health Agency License",
      year: factValue(foundingYear),
      image: "certificate-2",
      description:
        "The first license we received from the State of Illinois, the year Beyond Care Home Health began caring for patients at home.",
    },
    SAMPLE_CERTIFICATE,
  ),
  placeholder(
    "certificates.medicare-2007",
    {
      id: "medicare-2007",
      title: "Medicare Certification",
      year: 2007,
      image: "certificate-3",
      description:
        "Our approval to care for people with Medicare, granted after an on-site survey of our patient care, clinical records and policies.",
    },
    SAMPLE_CERTIFICATE,
  ),
  placeholder(
    "certificates.license-renewal-2008",
    {
      id: "license-renewal-2008",
      title: "Home Health Agency License Renewal",
      year: 2008,
      image: "certificate-4",
      description:
        "The yearly renewal of our state license, confirming that we continued to meet Illinois standards for home health agencies.",
    },
    SAMPLE_CERTIFICATE,
  ),
  placeholder(
    "certificates.home-services-2009",
    {
      id: "home-services-2009",
      title: "Home Services Agency License",
      year: 2009,
      image: "certificate-5",
      description:
        "The state license for non-medical help at home, such as homemaker services, meal preparation and companionship.",
    },
    SAMPLE_CERTIFICATE,
  ),
];
