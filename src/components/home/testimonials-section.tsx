import { SectionHeading } from "@/components/ui/section-heading";
import { testimonials, testimonialsCopy, testimonialTimings } from "@/content/home";
import { images } from "@/content/images";
import { TestimonialCarousel } from "./testimonial-carousel";

/**
 * The avatars resolved here, so the image manifest stays on the server; without their alt
 * text, which the carousel does not show (the name beside each says who it is).
 */
const items = testimonials.map((item) => {
  const { src, width, height } = images[item.image];
  return { ...item, image: { src, width, height } };
});

export function TestimonialsSection() {
  const { eyebrow, title, description, ...carouselCopy } = testimonialsCopy;
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
        <div className="mt-10">
          <TestimonialCarousel
            testimonials={items}
            copy={carouselCopy}
            intervalMs={testimonialTimings.autoplayDelayMs}
          />
        </div>
      </div>
    </section>
  );
}
