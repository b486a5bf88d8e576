/**
 * The inline script a form page runs before its island (issue 31: Send tapped before the form
 * hydrates landed on the no-JavaScript page, "Nothing you typed was saved"). Without
 * JavaScript it never runs, so the form still posts to its no-script page. With JavaScript, a
 * submit of an island form (`data-island-form`) that has not hydrated yet (no
 * `data-hydrated`) is held: no navigation (preventDefault), and stopped before React's root
 * listener (document capture runs first), so React cannot replay it as well. Its island gets
 * `data-held`, which shows the form's "Getting the form ready…" (CSS, `HeldSubmitNotice`) and
 * which the island reads once hydrated to check or send the form (`useHeldSubmit`).
 *
 * The attribute sits on `<astro-island>`, which React does not render, so the prerendered
 * markup React hydrates stays exactly as served. No timer: a script that never arrives leaves
 * the notice and its phone number, and nothing typed is lost. Plain ES5, a few hundred bytes,
 * allowed by its SHA-256 in the CSP like Astro's own inline scripts (scripts/lib/csp.mjs).
 */
export const HELD_ATTRIBUTE = "data-held";

export const HOLD_SUBMIT_SCRIPT = `document.addEventListener("submit",function(e){var f=e.target,i=f&&f.closest&&f.closest("astro-island");if(!i||!f.hasAttribute("data-island-form")||f.hasAttribute("data-hydrated"))return;e.preventDefault();e.stopPropagation();i.setAttribute("${HELD_ATTRIBUTE}","")},true);`;
