import Link from "next/link";
import { ShieldCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { homeIntro, trustBadges } from "@/content/home";
import { siteConfig, telHref } from "@/content/site";

export function HomeIntro() {
  return (
    <section
      id="home"
      aria-labelledby="home-title"
      className="bg-gradient-to-b from-brand-50 to-white"
    >
      <div className="container-page py-16 lg:py-24">
        <p className="text-sm font-bold tracking-widest text-accent-700 uppercase">
          {homeIntro.eyebrow}
        </p>
        <h1 id="home-title" className="mt-3 max-w-3xl text-4xl sm:text-5xl lg:text-6xl">
          {homeIntro.title}
        </h1>
        <p className="mt-5 max-w-2xl text-xl text-muted">{homeIntro.text}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button asChild variant="accent" size="lg">
            <Link prefetch={false} href={homeIntro.primaryCta.href}>
              {homeIntro.primaryCta.label}
            </Link>
          </Button>
          <Button asChild variant="secondary" size="lg">
            <a href={telHref(siteConfig.phone)}>Call {siteConfig.phone.display}</a>
          </Button>
        </div>
        <ul
          className="mt-10 grid max-w-3xl grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4"
          aria-label="Our credentials"
        >
          {trustBadges.map((badge) => (
            <li key={badge} className="flex items-center gap-2 font-semibold text-brand-900">
              <ShieldCheck aria-hidden="true" className="size-6 shrink-0 text-brand-600" />
              {badge}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
