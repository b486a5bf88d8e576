import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeft } from "lucide-react";
import { LazyCostCalculator, LazyVerificationForm } from "@/components/insurance/lazy-forms";
import {
  ContactSection,
  CoverageSection,
  OverviewSection,
} from "@/components/insurance/provider-sections";
import { ProviderTabs } from "@/components/insurance/provider-tabs";
import { ProviderWordmark } from "@/components/insurance/provider-wordmark";
import { Toaster } from "@/components/ui/toast";
import { providerPageCopy as copy } from "@/content/insurance-page";
import { providers } from "@/content/insurance/providers";
import {
  calculatorInsuranceType,
  getProvider,
  getProviderInfo,
  providerPage,
} from "@/lib/insurance";
import { pageMetadata } from "@/lib/metadata";

type Props = { params: Promise<{ provider: string }> };

/** The fourteen providers are prerendered; any other key is the 404 page's provider variant. */
export const dynamicParams = false;

export function generateStaticParams() {
  return providers.map((provider) => ({ provider: provider.id }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const provider = getProvider((await params).provider);
  if (!provider) notFound();
  return pageMetadata(providerPage(provider));
}

export default async function ProviderPage({ params }: Props) {
  const provider = getProvider((await params).provider);
  if (!provider) notFound();
  const info = getProviderInfo(provider);
  return (
    <>
      <Toaster />
      <div className="container-page py-10 lg:py-14">
        <Link
          prefetch={false}
          href={copy.backHref}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
          {copy.back}
        </Link>
        <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center">
          <ProviderWordmark
            provider={provider}
            className="h-16 w-auto rounded-lg border border-line bg-canvas p-2"
          />
          <div>
            <h1 className="text-4xl sm:text-5xl">{provider.name}</h1>
            <p className="mt-2 max-w-2xl text-lg text-muted">{info.description}</p>
          </div>
        </div>
        <div className="mt-10">
          <ProviderTabs
            label={copy.tabsLabel}
            tabs={copy.tabs}
            panels={{
              overview: <OverviewSection info={info} />,
              coverage: <CoverageSection info={info} />,
              verification: (
                <LazyVerificationForm idPrefix="provider-verify" providerName={provider.name} />
              ),
              calculator: (
                <LazyCostCalculator
                  idPrefix="provider-calc"
                  defaultInsuranceType={calculatorInsuranceType(provider)}
                />
              ),
              contact: <ContactSection info={info} />,
            }}
          />
        </div>
      </div>
    </>
  );
}
