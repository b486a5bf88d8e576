/**
 * The shell's module script (header, menus, translate, scroll state: SiteHeader.astro's
 * processed `<script>`, one cached file under /_astro/) fetched at low priority. A
 * `type="module"` script is fetched at High priority, and Lighthouse's simulation (Lantern's
 * FCP graph, `hasRenderBlockingPriority`) takes every High-priority script finished before the
 * first paint as render-blocking: a second round trip in front of FCP and LCP for a script the
 * first paint never waits for (a module runs after parsing). Astro writes no attributes on a
 * processed script (any attribute makes it `is:inline`), so the build adds it here.
 */

/**
 * The shell's script tag as Astro writes it: the file is named after the component. An
 * article's own script (ArticleScripts.astro: contents, share, read aloud) is lowered the same
 * way, for the same reason.
 */
const SHELL_SCRIPT =
  /<script type="module" src="(\/_astro\/(?:SiteHeader|ArticleScripts)\.astro_astro_type_script[^"]*\.js)">/g;

/**
 * `html` with `fetchpriority="low"` on the shell's module script, and how many tags changed.
 * @param {string} html
 * @returns {{ html: string, changed: number }}
 */
export function lowPriorityShellScript(html) {
  let changed = 0;
  const out = html.replace(SHELL_SCRIPT, (_tag, src) => {
    changed += 1;
    return `<script type="module" fetchpriority="low" src="${src}">`;
  });
  return { html: out, changed };
}
