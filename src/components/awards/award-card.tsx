import { framedPicture, pictureFrame } from "@/components/ui/picture-frame";
import { Badge } from "@/components/ui/badge";
import { SiteImage } from "@/components/ui/site-image";
import { awardsIntro, type Award } from "@/content/awards";
import { images } from "@/content/images";
import { factValue, isPlaceholder, type Fact } from "@/shared/placeholder";
import { sampleCopy } from "@/content/sample-content";
import { Card } from "@/components/ui/card";
import { SampleMark } from "@/components/ui/sample-mark";

/** One award: picture (marked "Sample" until confirmed), year, title, issuer and what it was for. */
export function AwardCard({ fact }: { fact: Fact<Award> }) {
  const award = factValue(fact);
  return (
    <Card asChild padding="none">
      <article data-award={award.id} className="flex h-full flex-col overflow-hidden">
        <div className={`${pictureFrame} aspect-[4/3] bg-brand-50`}>
          <SiteImage image={images[award.image]} alt={award.alt} className={framedPicture} />
          {isPlaceholder(fact) && <SampleMark label={sampleCopy.mark} placeholderId={fact.id} />}
        </div>
        <div className="flex flex-1 flex-col gap-3 p-6">
          <Badge variant="accent" data-award-year>
            {award.year}
          </Badge>
          <h3 className="text-xl sm:text-2xl">{award.title}</h3>
          <p className="font-semibold text-brand-800" data-award-issuer>
            {awardsIntro.issuerLabel} {award.issuer}
          </p>
          <p className="text-muted">{award.description}</p>
        </div>
      </article>
    </Card>
  );
}
