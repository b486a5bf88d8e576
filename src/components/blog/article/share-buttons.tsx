"use client";

import { useId, useSyncExternalStore } from "react";
import { clsx } from "clsx";
import { Link2, Share2 } from "lucide-react";
import { buttonVariants } from "@/components/ui/button-variants";
import { SocialIcon } from "@/components/ui/social-icons";
import type { SocialNetwork } from "@/content/social";
import { articleCopy } from "@/content/blog/article-copy";
import {
  SHARE_WINDOW_NAME,
  popupFeatures,
  shareLinks,
  shareText,
  type ShareNetwork,
} from "@/lib/blog/share";
import { useHydrated } from "@/components/ui/use-hydrated";

const copy = articleCopy.share;

type ShareButtonsProps = {
  /** The article's canonical URL. */
  url: string;
  title: string;
  excerpt: string;
  className?: string;
};

const NETWORKS = [
  { network: "facebook", label: copy.facebook, text: "Facebook" },
  { network: "x", label: copy.x, text: "X" },
  { network: "linkedin", label: copy.linkedin, text: "LinkedIn" },
] as const satisfies readonly {
  network: ShareNetwork & SocialNetwork;
  label: string;
  text: string;
}[];

const noSubscription = () => () => {};
const hasNativeShare = () => typeof navigator.share === "function";

/**
 * Facebook, X and LinkedIn open a 600x400 popup with the article URL; the fourth button uses the
 * device's share sheet when there is one, else copies the link and says so (spec §2, §8).
 */
export function ShareButtons({ url, title, excerpt, className }: ShareButtonsProps) {
  const labelId = useId();
  // The prerendered HTML (and browsers without a share sheet) show "Copy link".
  const nativeShare = useSyncExternalStore(noSubscription, hasNativeShare, () => false);
  const links = shareLinks(url, title, excerpt);
  // The buttons only work with JavaScript: disabled in the prerendered HTML.
  const disabled = !useHydrated();

  const openPopup = (network: ShareNetwork) => {
    const features = popupFeatures({
      left: window.screenX,
      top: window.screenY,
      width: window.outerWidth,
      height: window.outerHeight,
    });
    const popup = window.open(links[network], SHARE_WINDOW_NAME, features);
    // Cut the link back to this page (what `noopener` would do, but keeping the popup's size).
    if (popup) popup.opener = null;
  };

  const shareOrCopy = async () => {
    if (hasNativeShare()) {
      try {
        await navigator.share({ title, text: shareText(title), url });
      } catch (error) {
        // Closing the share sheet rejects with AbortError: that is the visitor's choice.
        if (!(error instanceof DOMException && error.name === "AbortError")) console.error(error);
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      window.alert(copy.copied);
    } catch {
      window.alert(copy.copyFailed(url));
    }
  };

  const buttonClass = clsx(buttonVariants({ variant: "secondary", size: "sm" }), "px-3");

  return (
    <div role="group" aria-labelledby={labelId} className={className}>
      <p id={labelId} className="text-base font-semibold text-ink">
        {copy.heading}
      </p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {NETWORKS.map(({ network, label, text }) => (
          <li key={network}>
            <button
              type="button"
              className={buttonClass}
              aria-label={`${label} ${copy.opensPopup}`}
              data-share={network}
              disabled={disabled}
              onClick={() => openPopup(network)}
            >
              <SocialIcon network={network} />
              <span aria-hidden="true">{text}</span>
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={buttonClass}
            data-share="native"
            disabled={disabled}
            onClick={() => void shareOrCopy()}
          >
            {nativeShare ? <Share2 aria-hidden="true" /> : <Link2 aria-hidden="true" />}
            {nativeShare ? copy.native : copy.copy}
          </button>
        </li>
      </ul>
    </div>
  );
}
