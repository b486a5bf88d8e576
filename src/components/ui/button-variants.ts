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
  // `btn` and `btn-<variant>` are short component classes (src/styles/shell.css, issue 32: the
  // utility strings were about 420 characters a button, seven buttons on a service page). Kept as
  // utilities: `rounded-md` and `leading-tight`, and the sizes, which callers' classes meet through
  // tailwind-merge or the utilities' own order (`px-3` beside `btn-sm`'s `px-4`, `rounded-full`
  // beside `rounded-md`, `text-sm` dropping `leading-tight` under cn), so every button keeps the
  // look it had.
  "btn rounded-md leading-tight",
  {
    variants: {
      variant: {
        primary: "btn-primary",
        /** The "Get Care Now" call to action. */
        accent: "btn-accent",
        secondary: "btn-secondary",
        ghost: "btn-ghost",
        link: "btn-link",
        /** A white button for dark (brand-800/900) banners. */
        inverse: "btn-inverse",
        destructive: "btn-destructive",
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
