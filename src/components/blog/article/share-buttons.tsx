import { Icon } from "@/components/ui/icon";
import { useId } from "react";
import { clsx } from "clsx";
import { buttonVariants } from "@/components/ui/button-variants";
import { SocialIcon } from "@/components/ui/social-icons";
import type { SocialNetwork } from "@/content/social";
import { articleCopy } from "@/content/blog/article-copy";
import { shareLinks, shareText, type ShareNetwork } from "@/lib/blog/share";

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

/**
 * Facebook, X and LinkedIn open a 600x400 popup with the article URL; the fourth button uses the
 * device's share sheet when there is one, else copies the link (spec §2, §8). Rendered at build:
 * the buttons are disabled and the fourth says "Copy link" until scripts/share.ts (included by
 * ArticleScripts.astro) runs them; their links and messages are in the HTML.
 */
export function ShareButtons({ url, title, excerpt, className }: ShareButtonsProps) {
  const labelId = useId();
  const links = shareLinks(url, title, excerpt);
  const buttonClass = clsx(buttonVariants({ variant: "secondary", size: "sm" }), "px-3");

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      // Sharing needs a script (pop-ups, the share sheet, the clipboard): hidden without one.
      className={clsx("noscript:hidden", className)}
      data-share-buttons
    >
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
              data-href={links[network]}
              disabled
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
            data-url={url}
            data-title={title}
            data-text={shareText(title)}
            data-copied={copy.copied}
            data-copy-failed={copy.copyFailed(url)}
            disabled
          >
            {/* One label shows: the script picks "Share" where there is a share sheet. */}
            <span className="contents" data-share-label="native" hidden>
              <Icon name="share-2" />
              {copy.native}
            </span>
            <span className="contents" data-share-label="copy">
              <Icon name="link-2" />
              {copy.copy}
            </span>
          </button>
        </li>
      </ul>
    </div>
  );
}
