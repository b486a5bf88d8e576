import type { ReactNode } from "react";
import { clsx } from "clsx";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { insurancePageCopy } from "@/content/insurance-page";
import { breadcrumbsFor } from "@/lib/breadcrumbs";

type InsuranceToolPageProps = {
  /** The page's own path (the breadcrumb's last crumb). */
  path: string;
  title: string;
  description: string;
  /** Narrows the tool to a column (a one-column form) instead of the full page width. */
  narrow?: boolean;
  children: ReactNode;
};

/**
 * The shell of /insurance/verify and /insurance/calculator: breadcrumb (Home > Insurance >
 * title), the h1 and its lead, then the tool: an island the .astro page passes as children
 * (it brings the toaster its messages appear in).
 */
export function InsuranceToolPage({
  path,
  title,
  description,
  narrow = false,
  children,
}: InsuranceToolPageProps) {
  const crumbs = breadcrumbsFor({ label: title, href: path }, [insurancePageCopy.crumb]);
  return (
    <div className="container-page py-10 lg:py-14">
      <Breadcrumb items={crumbs} />
      <h1 className="mt-6 text-4xl sm:text-5xl">{title}</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">{description}</p>
      <div className={clsx("mt-10", narrow && "max-w-3xl")}>{children}</div>
    </div>
  );
}
