import type { ReactNode } from "react";
import { SiteShell } from "@/components/layout/site-shell";

/** Full-page layout: /, /insurance, /insurance/{provider}, /services. */
export default function FullPageLayout({ children }: { children: ReactNode }) {
  return <SiteShell>{children}</SiteShell>;
}
