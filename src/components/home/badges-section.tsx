import { IconTile } from "@/components/ui/icon-tile";
import { StatList } from "@/components/ui/stat-list";
import { badgesCopy, certificationBadges, homeClaims } from "@/content/home";
import { Card } from "@/components/ui/card";
import { CareCompareLink, CredentialsBlock } from "@/components/credentials/credentials-block";
import { PageSection } from "@/components/ui/page-section";

/**
 * The agency's figures (spec §1) with the Care Compare link, the four certification badges and
 * the numbers a visitor can check in the public registers.
 */
export function BadgesSection() {
  return (
    <PageSection
      id="badges-title"
      title={badgesCopy.title}
      className="py-12 lg:py-16"
      headingClassName="text-center text-2xl sm:text-3xl"
    >
      <StatList stats={homeClaims} className="mt-8" />
      <CareCompareLink />
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {certificationBadges.map((badge) => (
          <Card key={badge.title} asChild>
            <li className="flex flex-col items-center gap-3 text-center">
              <IconTile icon={badge.icon} size="lg" />
              <h3 className="text-lg">{badge.title}</h3>
              <p className="text-base text-muted">{badge.description}</p>
            </li>
          </Card>
        ))}
      </ul>
      <CredentialsBlock headingLevel="h3" className="mt-8" />
    </PageSection>
  );
}
