import type { ComponentProps, ReactNode } from "react";
import { SectionHeading } from "@/components/ui/section-heading";
import { testimonials, testimonialsCopy, testimonialTimings } from "@/content/home";
import { images } from "@/content/images";
import type { TestimonialCarousel } from "./testimonial-carousel";

const { eyebrow, title, description, ...carouselCopy } = testimonialsCopy;

/**
 * The carousel's props, for the page to render it as an island inside `TestimonialsSection`:
 * the avatars resolved here, so the image manifest stays on the server; without their alt
 * text, which the carousel does not show (the name beside each says who it is).
 */
export const testimonialCarouselProps = {
  testimonials: testimonials.map((item) => {
    const { src, width, height } = images[item.image];
    return { ...item, image: { src, width, height } };
  }),
  copy: carouselCopy,
  intervalMs: testimonialTimings.autoplayDelayMs,
} satisfies ComponentProps<typeof TestimonialCarousel>;

/** The patient stories' heading and (as `children`) the testimonial carousel island. */
export function TestimonialsSection({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="testimonials-title" className="bg-brand-50 py-16 lg:py-24">
      <div className="container-page">
        <SectionHeading
          id="testimonials-title"
          align="center"
          eyebrow={eyebrow}
          title={title}
          description={description}
        />
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
