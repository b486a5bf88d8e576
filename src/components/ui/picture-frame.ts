/**
 * A card's picture in a fixed-ratio frame, so the titles of a card grid line up whatever the
 * pictures' own proportions: the frame sets the ratio (`aspect-[4/3]` etc. from the caller) and
 * clips; the picture fills it. Illustrations are contained (cropping would cut people in the
 * scene); a photograph that should fill the frame takes `object-cover` instead.
 *
 *   <div className={cn(pictureFrame, "aspect-[4/3] bg-brand-50")}>
 *     <SiteImage image={…} className={cn(framedPicture, "p-6")} />
 *   </div>
 */
export const pictureFrame = "relative overflow-hidden";
export const framedPicture = "absolute inset-0 size-full object-contain";
