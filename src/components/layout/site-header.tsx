import { layoutCopy } from "@/content/layout";
import { ctaLink, mainNav } from "@/content/navigation";
import { Button } from "@/components/ui/button";
import { DesktopNav } from "./desktop-nav";
import { HeaderFrame } from "./header-frame";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { PhoneLink } from "./phone-link";
import { TranslateWidget } from "./translate-widget";

export function SiteHeader() {
  return (
    <HeaderFrame>
      <div className="container-page flex h-16 items-center gap-3 lg:h-20">
        <a href="/" className="shrink-0 rounded-md">
          <Logo textClassName="lg:hidden xl:flex" />
          <span className="sr-only">{layoutCopy.homeLinkSuffix}</span>
        </a>
        <DesktopNav items={mainNav} className="ml-4 hidden lg:flex" />
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <TranslateWidget className="hidden lg:block" />
          <PhoneLink labelClassName="hidden sm:inline lg:hidden xl:inline" />
          <Button
            asChild
            variant="accent"
            size="sm"
            className="hidden whitespace-nowrap sm:inline-flex"
          >
            <a href={ctaLink.href}>
              {ctaLink.label}
            </a>
          </Button>
          <MobileMenu items={mainNav} cta={ctaLink} className="lg:hidden" />
        </div>
      </div>
      <div className="border-t border-line bg-canvas sm:hidden">
        <a
          href={ctaLink.href}
          className="flex min-h-11 items-center justify-center bg-accent-700 text-base font-bold text-white hover:bg-accent-800"
        >
          {ctaLink.label}
        </a>
      </div>
    </HeaderFrame>
  );
}
