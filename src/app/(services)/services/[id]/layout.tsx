import type { ReactNode } from "react";
import { ServicesBanner } from "@/components/layout/services-banner";
import { SiteShell } from "@/components/layout/site-shell";

/** Services layout: header, banner with the path's breadcrumb, content, footer. */
export default async function ServicesLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ id: string }>;
}) {
  const { id } = await params;
  return <SiteShell banner={<ServicesBanner pathname={`/services/${id}`} />}>{children}</SiteShell>;
}
