import type { ComponentProps, ReactNode } from "react";
import { SectionHeading } from "@/components/ui/section-heading";
import {
  exampleTestimonialsCopy,
  testimonialFacts,
  testimonialsCopy,
  testimonialTimings,
} from "@/content/home";
import { images } from "@/content/images";
import { anyPlaceholder, factValue, placeholderAttrs } from "@/shared/placeholder";
import { sampleCopy } from "@/content/sample-content";
import type { TestimonialCarousel } from "./testimonial-carousel";

const { eyebrow, title, description, ...carouselCopy } = testimonialsCopy;

/** While any story is an example, the heading says so (and each card, `example`). */
const heading = anyPlaceholder(testimonialFacts)
  ? exampleTestimonialsCopy
  : { eyebrow, title, description };

/**
 * The carousel's props, for the page to render it as an island inside `TestimonialsSection`:
 * the avatars resolved here, so the image manifest stays on the server; without their alt
 * text, which the carousel does not show (the name beside each says who it is). An example
 * story carries its placeholder's attributes, which also show its "Example" label.
 */
export const testimonialCarouselProps = {
  testimonials: testimonialFacts.map((fact) => {
    const item = factValue(fact);
    const { src, width, height } = images[item.image];
    return { ...item, image: { src, width, height }, example: placeholderAttrs(fact) };
  }),
  copy: { ...carouselCopy, example: sampleCopy.example },
  intervalMs: testimonialTimings.autoplayDelayMs,
} satisfies ComponentProps<typeof TestimonialCarousel>;

/** The patient stories' heading and (as `children`) the testimonial carousel island. */
export function TestimonialsSection({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="testimonials-title" className="bg-brand-50 py-16 lg:py-24">
      <div className="container-page">
        <SectionHeading id="testimonials-title" align="center" {...heading} />
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
