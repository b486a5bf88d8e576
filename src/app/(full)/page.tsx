import { HomeIntro } from "@/components/home/home-intro";
import { JsonLd } from "@/components/ui/json-ld";
import { organization } from "@/content/organization";
import { pages } from "@/content/pages";
import { organizationJsonLd } from "@/lib/jsonld";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(pages.home);

export default function HomePage() {
  return (
    <>
      <JsonLd data={organizationJsonLd(organization)} />
      <HomeIntro />
    </>
  );
}
