import { ContactDetails } from "@/components/contact/contact-details";
import { ContactFormSection } from "@/components/contact/contact-form-section";
import { CountyList } from "@/components/contact/county-list";
import { TrustPanel } from "@/components/contact/trust-panel";
import { PageIntro } from "@/components/layout/page-intro";
import { contactCopy } from "@/content/contact";
import { pages } from "@/content/pages";
import { breadcrumbsFor } from "@/lib/breadcrumbs";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(pages.contact);

const crumbs = breadcrumbsFor({ label: pages.contact.title, href: pages.contact.path });

export default function ContactPage() {
  return (
    <>
      <PageIntro
        id="contact-title"
        crumbs={crumbs}
        title={contactCopy.title}
        description={contactCopy.intro}
      >
        <div className="mt-10 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
          <ContactFormSection />
          <div className="flex flex-col gap-8">
            <ContactDetails />
            <CountyList />
            <TrustPanel />
          </div>
        </div>
      </PageIntro>
    </>
  );
}
