import { SiteImage } from "@/components/ui/site-image";
import { aboutMission } from "@/content/about";
import { images } from "@/content/images";
import { Card } from "@/components/ui/card";

/** "Our Mission" beside its illustration. */
export function AboutMission() {
  return (
    <section aria-labelledby="about-mission-title" className="bg-surface py-16 lg:py-24">
      <div className="container-page grid items-center gap-10 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <h2 id="about-mission-title" className="text-3xl leading-tight sm:text-4xl">
            {aboutMission.title}
          </h2>
          {aboutMission.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 max-w-prose text-xl">
              {paragraph}
            </p>
          ))}
        </div>
        <Card asChild>
          <div>
            <SiteImage image={images[aboutMission.image]} />
          </div>
        </Card>
      </div>
    </section>
  );
}
