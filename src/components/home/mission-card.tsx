import { Button } from "@/components/ui/button";
import { CheckList } from "@/components/ui/check-list";
import { SiteImage } from "@/components/ui/site-image";
import { mission } from "@/content/home";
import { images } from "@/content/images";
import { Card } from "@/components/ui/card";

/** The mission card on a dark brand panel. */
export function MissionCard() {
  return (
    <section aria-labelledby="mission-title" className="container-page py-8 lg:py-12">
      <Card asChild tone="inverse" padding="lg">
        <div className="grid items-center gap-8 overflow-hidden lg:grid-cols-[1.3fr_1fr]">
          <div>
            <h2 id="mission-title" className="text-3xl text-white sm:text-4xl">
              {mission.title}
            </h2>
            <p className="mt-4 max-w-prose text-lg text-brand-50">{mission.text}</p>
            <CheckList
              items={mission.points}
              className="mt-6"
              itemClassName="text-brand-50"
              iconClassName="text-accent-200"
            />
            <Button asChild variant="inverse" size="lg" className="mt-8">
              <a href={mission.cta.href}>{mission.cta.label}</a>
            </Button>
          </div>
          <div className="rounded-xl bg-canvas/95 p-6">
            <SiteImage image={images[mission.image]} />
          </div>
        </div>
      </Card>
    </section>
  );
}
