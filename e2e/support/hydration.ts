import { expect, type Locator } from "@playwright/test";

/**
 * Waits until a form island runs: its <form> gets `data-hydrated` once React has hydrated it
 * (islandFormProps, the contact form). Before that a submit posts to the page that explains
 * sending needs JavaScript, so a test that fills and sends a form waits for this first. The
 * forms are `client:visible` islands: the form is brought into view to wake it.
 */
export async function expectHydrated(form: Locator) {
  await form.scrollIntoViewIfNeeded();
  await expect(form).toHaveAttribute("data-hydrated", "");
}
