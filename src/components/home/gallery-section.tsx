import { framedPicture, pictureFrame } from "@/components/ui/picture-frame";
import { SectionHeading } from "@/components/ui/section-heading";
import { SiteImage } from "@/components/ui/site-image";
import { gallery, galleryCopy } from "@/content/home";
import { images } from "@/content/images";
import { Card } from "@/components/ui/card";

/** The gallery (spec's 'Real Moments. Real Care.'): six captioned illustrations, called what they are. */
export function GallerySection() {
  return (
    <section aria-labelledby="gallery-title" className="bg-surface py-16 lg:py-24">
      <div className="container-page">
        <SectionHeading id="gallery-title" align="center" {...galleryCopy} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {gallery.map((item) => (
            <li key={item.image}>
              <Card asChild padding="none">
                <figure className="flex h-full flex-col overflow-hidden">
                  <div className={`${pictureFrame} aspect-[4/3] bg-brand-50`}>
                    <SiteImage image={images[item.image]} className={`${framedPicture} p-5`} />
                  </div>
                  <figcaption className="p-5 font-semibold text-ink">{item.caption}</figcaption>
                </figure>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
