import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ServiceDetail } from "@/components/services/service-detail";
import { getService, servicePage, services } from "@/content/services";
import { pageMetadata } from "@/lib/metadata";

type Props = { params: Promise<{ id: string }> };

/** Only the ten services exist; any other id is a 404. */
export const dynamicParams = false;

export function generateStaticParams() {
  return services.map((service) => ({ id: service.id }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const service = getService((await params).id);
  if (!service) notFound();
  return pageMetadata(servicePage(service));
}

export default async function ServicePage({ params }: Props) {
  const service = getService((await params).id);
  if (!service) notFound();
  return <ServiceDetail service={service} />;
}
