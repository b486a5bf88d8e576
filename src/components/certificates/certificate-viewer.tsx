import { Icon } from "@/components/ui/icon";
import { buttonVariants } from "@/components/ui/button-variants";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { SampleMark } from "@/components/ui/sample-mark";
import { SiteImage } from "@/components/ui/site-image";
import type { Certificate } from "@/content/certificates";
import type { ImageAsset } from "@/content/types";
import { useHydrated } from "@/components/ui/use-hydrated";
import { cn } from "@/lib/utils";

type CertificateViewerProps = {
  certificate: Certificate;
  image: ImageAsset;
  /** Visible button text, the button's full accessible name and the close button's text. */
  copy: { view: string; viewLabel: string; close: string };
  /** The "Sample" mark laid over the picture while the certificate is a placeholder. */
  sampleMark?: string;
};

/**
 * The "View certificate" button and the full-screen viewer it opens (a Radix modal dialog:
 * the backdrop, the Close button and Escape close it, focus returns to the button, and the
 * page behind cannot scroll while it is open). The button is disabled until the island has
 * hydrated, and hidden without JavaScript (the card's picture is the certificate then).
 */
export function CertificateViewer({
  certificate,
  image,
  copy,
  sampleMark,
}: CertificateViewerProps) {
  const hydrated = useHydrated();
  const year = String(certificate.year);
  const heading = (
    <>
      {certificate.title} <span className="font-semibold text-accent-700">({year})</span>
    </>
  );
  return (
    <Dialog>
      <DialogTrigger
        aria-label={copy.viewLabel}
        disabled={!hydrated}
        className={cn(buttonVariants({ variant: "secondary", size: "md" }), "noscript:hidden")}
      >
        <Icon name="maximize-2" />
        {copy.view}
      </DialogTrigger>
      <DialogContent
        closeLabel={copy.close}
        className="max-w-6xl gap-3 p-4 sm:p-6"
        data-certificate-viewer={certificate.id}
        title={heading}
        description={certificate.description}
      >
        <div className="relative flex min-h-0 items-center justify-center rounded-lg bg-surface p-2 sm:p-4">
          <SiteImage
            image={image}
            priority
            className="h-auto max-h-[68dvh] w-auto max-w-full object-contain"
          />
          {sampleMark && <SampleMark label={sampleMark} />}
        </div>
      </DialogContent>
    </Dialog>
  );
}
