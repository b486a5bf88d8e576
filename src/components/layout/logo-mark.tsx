/**
 * The brand mark's drawing (a house with a heart, in the brand teal and the warm accent), on a
 * 48 by 48 grid: the sprite's symbol `logo-mark`, which scripts/icon-sprite.mjs writes from it.
 * The header, the mobile menu and the footer draw that symbol (logo.tsx), from the page's own
 * copy (issue 32: inline copies were 1.8 kB of every page).
 * @public Read by scripts/icon-sprite.mjs, which `knip --production` does not read.
 */
export function LogoMarkDrawing() {
  return (
    <>
      <rect width="48" height="48" rx="12" fill="#155a54" />
      <path
        d="M10 23 24 11l14 12"
        fill="none"
        stroke="#fff"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M14.5 21v14.5a2 2 0 0 0 2 2h15a2 2 0 0 0 2-2V21"
        fill="none"
        stroke="#fff"
        strokeWidth="3.5"
        strokeLinejoin="round"
      />
      <path
        d="M24 33.5s-5.8-3.4-5.8-7.6a3.1 3.1 0 0 1 5.8-1.7 3.1 3.1 0 0 1 5.8 1.7c0 4.2-5.8 7.6-5.8 7.6Z"
        fill="#fec6a8"
      />
    </>
  );
}

/** The sprite symbol's id. */
export const LOGO_SYMBOL = "logo-mark";
