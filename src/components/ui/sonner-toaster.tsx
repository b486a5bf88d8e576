import type { CSSProperties } from "react";
import { Toaster as Sonner, toast, type ToasterProps } from "sonner";

/*
 * Sonner injects its own (unlayered) CSS, which beats Tailwind's layered utilities. So the
 * palette goes in through sonner's CSS variables (inline style) and the few layout overrides
 * use Tailwind's important modifier (`!`).
 */
const paletteVars: CSSProperties & Record<`--${string}`, string> = {
  fontFamily: "inherit",
  "--border-radius": "var(--radius-md)",
  "--normal-bg": "var(--color-canvas)",
  "--normal-border": "var(--color-line)",
  "--normal-text": "var(--color-ink)",
  "--success-bg": "color-mix(in srgb, var(--color-success) 8%, white)",
  "--success-border": "var(--color-success)",
  "--success-text": "var(--color-success)",
  "--info-bg": "var(--color-brand-50)",
  "--info-border": "var(--color-brand-700)",
  "--info-text": "var(--color-brand-800)",
  "--warning-bg": "var(--color-accent-50)",
  "--warning-border": "var(--color-accent-700)",
  "--warning-text": "var(--color-accent-800)",
  "--error-bg": "var(--color-danger-50)",
  "--error-border": "var(--color-danger)",
  "--error-text": "var(--color-danger)",
};

/**
 * Sonner's toaster in the site's look: loaded by `Toaster` in `toast.tsx` (never import it
 * directly, or sonner ships with the page). Toasts stay 6 s (hovering or focusing pauses them)
 * and have a 44 px close button.
 */
export function SonnerToaster({ toastOptions, style, ...props }: ToasterProps) {
  return (
    <Sonner
      position="top-center"
      richColors
      closeButton
      duration={6000}
      theme="light"
      style={{ ...paletteVars, ...style }}
      toastOptions={{
        ...toastOptions,
        classNames: {
          toast: "shadow-lifted! border-2! py-4! pr-14! pl-4! text-base! gap-3!",
          title: "font-semibold! leading-snug!",
          description: "text-sm! leading-normal!",
          icon: "size-5! [&_svg]:size-5!",
          closeButton:
            "top-1.5! right-1.5! left-auto! size-11! transform-none! rounded-md! border-0! bg-transparent! hover:bg-black/5! [&_svg]:size-5!",
          actionButton: "min-h-11! px-4! text-sm! font-semibold! rounded-md!",
          cancelButton: "min-h-11! px-4! text-sm! font-semibold! rounded-md!",
          ...toastOptions?.classNames,
        },
      }}
      {...props}
    />
  );
}

export { toast };
