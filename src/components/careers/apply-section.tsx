import { Icon } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";
import { SectionHeading } from "@/components/ui/section-heading";
import { applyCopy, roles, rolesCopy } from "@/content/careers";
import { Card } from "@/components/ui/card";

/** The roles we hire for, and how to apply (by email or phone: the spec shows no form). */
export function ApplySection() {
  return (
    <div className="bg-surface py-16 lg:py-24">
      <div className="container-page grid gap-10 lg:grid-cols-[1.4fr_1fr] lg:items-start">
        <section aria-labelledby="roles-title">
          <SectionHeading id="roles-title" {...rolesCopy} />
          <ul className="mt-8 grid gap-3 sm:grid-cols-2" data-roles>
            {roles.map((role) => (
              <Card key={role.id} asChild padding="sm">
                <li>
                  <h3 className="text-lg leading-snug">{role.title}</h3>
                  <p className="mt-1 text-base text-muted">{role.description}</p>
                </li>
              </Card>
            ))}
          </ul>
        </section>
        <Card asChild tone="inverse" padding="lg">
          <section id="apply" aria-labelledby="apply-title" className="flex flex-col gap-5">
            <h2 id="apply-title" className="text-3xl text-white">
              {applyCopy.title}
            </h2>
            <p className="text-lg text-brand-50">{applyCopy.text}</p>
            <div className="flex flex-col gap-3">
              <Button asChild variant="inverse" size="lg" className="justify-start">
                <a href={applyCopy.email.href}>
                  <Icon name="mail" />
                  <span className="flex flex-col items-start">
                    <span>{applyCopy.email.label}</span>
                    <span className="text-base font-normal wrap-anywhere">
                      {applyCopy.email.address}
                    </span>
                  </span>
                </a>
              </Button>
              <Button asChild variant="inverse" size="lg" className="justify-start">
                <a href={applyCopy.phone.href}>
                  <Icon name="phone" />
                  <span className="flex flex-col items-start">
                    <span>{applyCopy.phone.label}</span>
                    <span className="text-base font-normal">{applyCopy.phone.number}</span>
                  </span>
                </a>
              </Button>
            </div>
            <p className="text-base text-brand-100" data-eeo>
              {applyCopy.equalOpportunity}
            </p>
          </section>
        </Card>
      </div>
    </div>
  );
}
