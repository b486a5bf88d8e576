import type { ReactNode } from "react";
import { ContactSideWidget } from "@/components/layout/floating-controls";
import { SiteShell } from "@/components/layout/site-shell";

/** Standard layout: header, content, footer and the email/phone side widget. */
export default function StandardLayout({ children }: { children: ReactNode }) {
  return <SiteShell floating={<ContactSideWidget />}>{children}</SiteShell>;
}
