/**
 * The /careers openings filters: shows the form (hidden without JavaScript, when every opening
 * shows), hides the cards that do not match the chosen discipline and county, says how many
 * show (in the page's own words, `data-counts`), and keeps the choice in the address
 * (?discipline=&county=) so it can be shared.
 */
export function setUpOpeningsFilter(section: HTMLElement): void {
  const form = section.querySelector<HTMLFormElement>("[data-openings-filters]");
  const cards = [...section.querySelectorAll<HTMLElement>("[data-opening]")];
  const status = section.querySelector<HTMLElement>("[data-openings-count]");
  // The words for 0..n shown openings, written by the page (OpeningsSection).
  const counts: unknown = JSON.parse(status?.dataset.counts ?? "[]");
  const none = section.querySelector<HTMLElement>("[data-openings-none]");
  const discipline = form?.querySelector<HTMLSelectElement>('select[name="discipline"]');
  const county = form?.querySelector<HTMLSelectElement>('select[name="county"]');
  if (!form || !discipline || !county || cards.length === 0) return;

  const params = new URLSearchParams(window.location.search);
  for (const select of [discipline, county]) {
    const wanted = params.get(select.name) ?? "";
    if ([...select.options].some((option) => option.value === wanted)) select.value = wanted;
  }

  const apply = () => {
    let shown = 0;
    for (const card of cards) {
      const matches =
        (!discipline.value || card.dataset.discipline === discipline.value) &&
        (!county.value || (card.dataset.counties ?? "").split(" ").includes(county.value));
      card.hidden = !matches;
      if (matches) shown += 1;
    }
    const words = Array.isArray(counts) ? counts[shown] : undefined;
    if (status) status.textContent = typeof words === "string" ? words : "";
    if (none) none.hidden = shown > 0;
    const url = new URL(window.location.href);
    for (const select of [discipline, county]) {
      if (select.value) url.searchParams.set(select.name, select.value);
      else url.searchParams.delete(select.name);
    }
    window.history.replaceState(window.history.state, "", url);
  };

  form.addEventListener("change", apply);
  form.addEventListener("submit", (event) => event.preventDefault());
  form.hidden = false;
  apply();
}
