import { cva } from "class-variance-authority";

/*
 * Kept apart from button.tsx so client components can style a link as a button without
 * pulling tailwind-merge and Radix Slot into the browser bundle.
 */

/**
 * Every size is at least 44 x 44 px (WCAG 2.5.5 / design brief). Focus uses the global
 * two-tone :focus-visible ring from globals.css, so no outline utilities here.
 */
export const buttonVariants = cva(
  [
    "inline-flex min-w-11 cursor-pointer items-center justify-center gap-2 rounded-md",
    "text-center leading-tight font-semibold no-underline",
    "motion-safe:transition-colors motion-safe:duration-150",
    "disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60",
    "[&_svg]:pointer-events-none [&_svg]:size-5 [&_svg]:shrink-0",
  ],
  {
    variants: {
      variant: {
        primary: "bg-brand-700 text-white hover:bg-brand-800 active:bg-brand-900",
        /** The "Get Care Now" call to action. */
        accent: "bg-accent-700 text-white hover:bg-accent-800",
        secondary: "border-2 border-brand-700 bg-canvas text-brand-800 hover:bg-brand-50",
        ghost: "text-brand-800 hover:bg-brand-50",
        link: "text-brand-700 underline decoration-2 underline-offset-4 hover:text-brand-900 hover:decoration-[3px]",
        /** A white button for dark (brand-800/900) banners. */
        inverse: "bg-canvas text-brand-900 hover:bg-brand-50",
        destructive:
          "bg-danger text-white hover:bg-[color-mix(in_srgb,var(--color-danger)_82%,black)]",
      },
      size: {
        sm: "min-h-11 px-4 py-2 text-sm",
        md: "min-h-12 px-5 py-2.5 text-base",
        lg: "min-h-14 px-7 py-3 text-lg",
        icon: "size-11 p-0",
      },
    },
    compoundVariants: [{ variant: "link", className: "px-0" }],
    defaultVariants: { variant: "primary", size: "md" },
  },
);
