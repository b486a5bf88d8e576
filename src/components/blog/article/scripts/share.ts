import { SHARE_WINDOW_NAME, popupFeatures } from "@/lib/blog/share";

const hasNativeShare = () => typeof navigator.share === "function";

/**
 * Runs the share buttons the page prerendered (share-buttons.tsx, `[data-share-buttons]`; the
 * HTML leaves them disabled, since they need JavaScript). Facebook, X and LinkedIn open their
 * link (`data-href`) in a 600x400 popup; the fourth button uses the device's share sheet when
 * there is one (and then says "Share"), else copies the link and says so (spec §2, §8).
 */
export function setUpShareButtons(group: HTMLElement): void {
  const nativeShare = hasNativeShare();
  group.querySelectorAll<HTMLElement>("[data-share-label]").forEach((label) => {
    label.hidden = (label.dataset.shareLabel === "native") !== nativeShare;
  });

  group.querySelectorAll<HTMLButtonElement>("button[data-share]").forEach((button) => {
    const {
      share,
      href,
      url = "",
      title = "",
      text,
      copied = "",
      copyFailed = "",
    } = button.dataset;
    button.disabled = false;
    button.addEventListener("click", () => {
      if (share !== "native") {
        const features = popupFeatures({
          left: window.screenX,
          top: window.screenY,
          width: window.outerWidth,
          height: window.outerHeight,
        });
        const popup = window.open(href, SHARE_WINDOW_NAME, features);
        // Cut the link back to this page (what `noopener` would do, but keeping the popup's size).
        if (popup) popup.opener = null;
        return;
      }
      void shareOrCopy({ url, title, text }, copied, copyFailed);
    });
  });
}

async function shareOrCopy(data: ShareData, copied: string, copyFailed: string) {
  if (hasNativeShare()) {
    try {
      await navigator.share(data);
    } catch (error) {
      // Closing the share sheet rejects with AbortError: that is the visitor's choice.
      if (!(error instanceof DOMException && error.name === "AbortError")) console.error(error);
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(data.url ?? "");
    window.alert(copied);
  } catch {
    window.alert(copyFailed);
  }
}
