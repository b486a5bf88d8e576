import type { ReactNode } from "react";
import { SocialStrip } from "@/components/layout/floating-controls";
import { SiteShell } from "@/components/layout/site-shell";

/** The standard layout of /contact, whose floating control is the social strip. */
export default function ContactLayout({ children }: { children: ReactNode }) {
  return <SiteShell floating={<SocialStrip />}>{children}</SiteShell>;
}
