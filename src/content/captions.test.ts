import { describe, expect, it } from "vitest";
import { careInAction, gallery, galleryCopy } from "./home";
import { images } from "./images";

/**
 * Each caption describes its own picture (issue 14: six gallery and seven Care in Action
 * captions described other scenes). The pairs below were written by looking at each file in
 * public/illustrations; change a picture, and its caption and alt text here too.
 */
describe("captions that match their pictures", () => {
  it("pairs each gallery illustration with a caption of what it shows", () => {
    expect(gallery.map((item) => [images[item.image].src, item.caption])).toEqual([
      ["/illustrations/gallery-1.svg", "Lunch and a good talk at the table"],
      ["/illustrations/gallery-2.svg", "A friend stops by the park bench to say hello"],
      ["/illustrations/gallery-3.svg", "Planting seedlings in the garden"],
      ["/illustrations/gallery-4.svg", "A quiet hour with a good book"],
      ["/illustrations/gallery-5.svg", "Saying hello to a friendly dog"],
      ["/illustrations/gallery-6.svg", "A walk together under the trees"],
    ]);
  });

  it("pairs each Care in Action illustration with a caption of what it shows", () => {
    const pairs = careInAction.images.map((key, index) => [
      images[key].src,
      careInAction.captions[index],
    ]);
    expect(pairs).toEqual([
      ["/illustrations/care-1.svg", "A clinician writes down the medicine list"],
      ["/illustrations/care-2.svg", "Washing hands at the sink, a simple way to stop germs"],
      ["/illustrations/care-3.svg", "Light hand weights beside a chair, for strength at home"],
      ["/illustrations/care-4.svg", "Back on his feet with crutches after a broken leg"],
      ["/illustrations/care-5.svg", "A phone call to ask about care at home"],
      ["/illustrations/care-6.svg", "Out shopping again, carrying her own bag"],
      ["/illustrations/care-7.svg", "Watering the plants, one of the everyday jobs that matter"],
      ["/illustrations/care-8.svg", "Two clinicians ready for the day's visits"],
    ]);
  });

  it("calls illustrations illustrations, never real photos", () => {
    expect(galleryCopy.title).toBe("Everyday Life at Home");
    expect(galleryCopy.description).toMatch(/^Illustrations of /);
    expect(careInAction.description).toMatch(/^Illustrations of /);
    const words = [
      galleryCopy.title,
      galleryCopy.description,
      careInAction.description,
      careInAction.regionLabel,
      careInAction.pauseLabel,
      careInAction.playLabel,
      careInAction.previousLabel,
      careInAction.nextLabel,
    ].join(" ");
    expect(words).not.toMatch(/\breal\b|\bphotos?\b/i);
  });
});
