import { expect, test } from "@playwright/test";
import { uniqueMarker } from "./support/intake";
import { reviewShots } from "./support/shots";
import {
  addAuthenticator,
  enrol,
  importAgencyKey,
  inviteToken,
  sendContactRequest,
} from "./support/inbox";
import { isolatedPort, startIsolatedServer, type IsolatedServer } from "./support/isolated-server";

/*
 * The list an office works from (issue 30): a request's row shows the person's name and the
 * first words of their message, decrypted in the page, and the search finds it by name or
 * phone without a request leaving the page.
 */
test.describe.configure({ mode: "default", timeout: 90_000 });

// On a server of its own: it imports the sample agency key as a registered key.
const port = isolatedPort(4);
test.use({ baseURL: `http://localhost:${port}` });
let server: IsolatedServer;
test.beforeAll(async () => {
  server = await startIsolatedServer({ port });
});
test.afterAll(async () => {
  await server?.stop();
});

test("the list shows who sent a request and what they wrote, and the search finds it in the page", async ({
  page,
  browser,
}) => {
  const marker = uniqueMarker("ListMarker");
  const reference = await sendContactRequest(browser, marker);
  const other = await sendContactRequest(browser, uniqueMarker("OtherMarker"));
  await addAuthenticator(page, { prf: true });
  await enrol(page, await inviteToken("Lia Lister", { admin: true, dataDir: server.dataDir }));
  await importAgencyKey(page);

  const row = page.locator(`li[data-reference="${reference}"]`);
  await expect(row.locator("[data-name]")).toHaveText(`Ada ${marker}`);
  await expect(row.locator("[data-first-words]")).toHaveText(`Wound care after surgery ${marker}`);
  await reviewShots(page, "inbox", "list");

  const sent: string[] = [];
  page.on("request", (request) => sent.push(request.url()));
  const url = page.url();
  await page.getByLabel("Search the list").fill(marker.toLowerCase());
  await expect(row).toBeVisible();
  await expect(page.locator(`li[data-reference="${other}"]`)).toHaveCount(0);
  await page.getByLabel("Search the list").fill("(847) 555-0142");
  await expect(page.locator("li[data-reference]")).toHaveCount(2);
  // The search never leaves the page: no request carries it, and the address is unchanged.
  expect(sent.filter((address) => address.includes(marker) || address.includes("555"))).toEqual([]);
  expect(page.url()).toBe(url);
});
