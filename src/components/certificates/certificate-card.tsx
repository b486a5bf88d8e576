import { framedPicture, pictureFrame } from "@/components/ui/picture-frame";
import { Badge } from "@/components/ui/badge";
import { SiteImage } from "@/components/ui/site-image";
import type { ReactNode } from "react";
import type { Certificate } from "@/content/certificates";
import { images } from "@/content/images";
import { factValue, isPlaceholder, type Fact } from "@/shared/placeholder";
import { sampleCopy } from "@/content/sample-content";
import { Card } from "@/components/ui/card";
import { SampleMark } from "@/components/ui/sample-mark";

/**
 * A certificate's thumbnail (marked "Sample" until confirmed), year, title and description;
 * `children` is its viewer button (the CertificateViewer island, composed by Certificates.astro).
 */
export function CertificateCard({
  fact,
  children,
}: {
  fact: Fact<Certificate>;
  children: ReactNode;
}) {
  const certificate = factValue(fact);
  const image = images[certificate.image];
  return (
    <Card asChild padding="none">
      <article data-certificate={certificate.id} className="flex h-full flex-col overflow-hidden">
        <div className={`${pictureFrame} aspect-[4/3] bg-brand-50`}>
          <SiteImage image={image} className={`${framedPicture} p-4`} />
          {isPlaceholder(fact) && <SampleMark label={sampleCopy.mark} placeholderId={fact.id} />}
        </div>
        <div className="flex flex-1 flex-col gap-3 p-6">
          <Badge
            variant={certificate.year === "Current" ? "success" : "brand"}
            data-certificate-year
          >
            {String(certificate.year)}
          </Badge>
          <h3 className="text-xl sm:text-2xl">{certificate.title}</h3>
          <p className="text-muted">{certificate.description}</p>
          <div className="mt-auto pt-2">{children}</div>
        </div>
      </article>
    </Card>
  );
}
