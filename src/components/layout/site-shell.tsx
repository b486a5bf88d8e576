import type { ReactNode } from "react";
import { ScrollToTop } from "./scroll-to-top";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { MAIN_ID } from "./skip-link";

type SiteShellProps = {
  children: ReactNode;
  /** Shown at the top of the main content (the services banner). */
  banner?: ReactNode;
  /** The floating control of the standard layout. */
  floating?: ReactNode;
};

/** Header, content, footer and the scroll-to-top button: the frame every layout shares. */
export function SiteShell({ children, banner, floating }: SiteShellProps) {
  return (
    <>
      <SiteHeader />
      <main id={MAIN_ID} tabIndex={-1} className="outline-none">
        {banner}
        {children}
      </main>
      <SiteFooter />
      {floating}
      <ScrollToTop />
    </>
  );
}
