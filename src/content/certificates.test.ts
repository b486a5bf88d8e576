// @vitest-environment node
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { foundingYear } from "./agency";
import { certificateFacts, certificatesIntro } from "./certificates";
import { factValue, isPlaceholder } from "@/shared/placeholder";
import { images } from "./images";
import { siteConfig } from "./site";

const publicDir = fileURLToPath(new URL("../../public", import.meta.url));
const certificates = certificateFacts.map((fact) => factValue(fact));

describe("certificates content", () => {
  it("has five certificates: current, then 2006, 2007, 2008 and 2009", () => {
    expect(certificates.map((certificate) => certificate.year)).toEqual([
      "Current",
      2006,
      2007,
      2008,
      2009,
    ]);
    expect(new Set(certificates.map((certificate) => certificate.id)).size).toBe(5);
    expect(certificates.map((certificate) => certificate.image)).toEqual([
      "certificate-1",
      "certificate-2",
      "certificate-3",
      "certificate-4",
      "certificate-5",
    ]);
  });

  it("draws the agency name, the certificate's title and its year in each picture", () => {
    for (const certificate of certificates) {
      const svg = readFileSync(publicDir + images[certificate.image].src, "utf8");
      expect(svg, certificate.id).toContain(`>${siteConfig.name}</text>`);
      expect(svg, certificate.id).toContain(`>${certificate.title}</text>`);
      expect(svg, certificate.id).toContain(
        certificate.year === "Current" ? "Current" : String(certificate.year),
      );
      expect(images[certificate.image].alt, certificate.id).toContain(certificate.title);
    }
  });

  it("marks every sample certificate as a placeholder, and dates the original license by the founding year", () => {
    expect(certificateFacts.every((fact) => isPlaceholder(fact))).toBe(true);
    expect(certificates[1]?.id).toBe("license-original");
    expect(certificates[1]?.year).toBe(factValue(foundingYear));
  });

  it("names each viewer button after its certificate", () => {
    expect(certificatesIntro.viewLabel("Medicare Certification", 2007)).toBe(
      "View certificate: Medicare Certification, 2007",
    );
  });
});
