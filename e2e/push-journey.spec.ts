import type { APIRequestContext } from "@playwright/test";
import { startPushService } from "#server/simulators/push-service";
import { clientPushMessage } from "#shared/parcels/parcel-messages";
import { PUSH_SWITCH_LABEL } from "#shared/push-notifications";
import {
  APP_URL,
  DESKTOP_ONLY_NOTE,
  newPersonContext,
  signUpConfirmed,
  uniqueEmail,
} from "./accounts-helpers";
import { openAdminParcel, signInAsAdmin } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { recipientFields } from "./request-helpers";
import { budget } from "./slowdown";

// The client's own browser is told of a status change (docs/product/notifications.md#push): the carrier
// moves the parcel to 'En livraison', the server's push reaches the push service, and the browser's
// service worker shows it. Chromium's real push service cannot be reached here, so the browser's
// subscription is one the local push service made (it holds its keys and decrypts what it receives),
// given to the server as the profile's switch would, and the decrypted payload is handed to the page's
// service worker through DevTools (`ServiceWorker.deliverPushMessage`); the worker's receipt makes it
// « délivré » for the carrier. Runs once (desktop).

test.skip(({ isMobile }) => isMobile, DESKTOP_ONLY_NOTE);

const post = async (api: APIRequestContext, url: string, data: unknown) => {
  const response = await api.post(url, { headers: { Origin: APP_URL }, data });
  expect(response.ok(), `${url} : ${await response.text()}`).toBe(true);
  return response.json();
};

test("the carrier moves a client's parcel to 'En livraison': the client's browser shows the push", async ({
  page,
  browser,
}) => {
  test.setTimeout(budget(120_000));
  // 1. A new client, on their profile with notifications allowed: the page registers the service worker.
  // Journeys block service workers (playwright.config.ts); this one is about the worker.
  const clientCtx = await newPersonContext(browser, { serviceWorkers: "allow" });
  await clientCtx.grantPermissions(["notifications"], { origin: APP_URL });
  const client = await clientCtx.newPage();
  await signUpConfirmed(client, uniqueEmail("notifications"));
  const devtools = await clientCtx.newCDPSession(client);
  const registrations = new Map<string, string>();
  devtools.on("ServiceWorker.workerRegistrationUpdated", ({ registrations: updated }) => {
    for (const { registrationId, scopeURL, isDeleted } of updated)
      if (!isDeleted) registrations.set(scopeURL, registrationId);
  });
  await devtools.send("ServiceWorker.enable");
  await client.goto("/profile");
  await expect(client.getByRole("switch", { name: PUSH_SWITCH_LABEL })).toBeEnabled();
  await client.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => registrations.get(`${APP_URL}/`)).toBeTruthy();

  // 2. Seeded through the API: the client's parcel, paid, received and in transit.
  const { dates } = await (await client.request.get("/api/available-dates?from=FR&to=TG")).json();
  const { id } = await post(client.request, "/api/parcels", {
    description: "Tissus pour la couture",
    fromCountry: "FR",
    toCountry: "TG",
    weightKg: 2,
    preferredDate: dates[0].date,
    ...(await recipientFields(client.request)),
  });
  await signInAsAdmin(page);
  const admin = `/api/admin/parcels/${id}`;
  await post(page.request, `${admin}/mark-paid`, { expectedStatus: "pending", confirmed: true });
  await post(page.request, `${admin}/status`, {
    expectedStatus: "accepted",
    to: "received",
    weighIn: { weightKg: 2 },
  });
  await post(page.request, `${admin}/status`, { expectedStatus: "received", to: "in_transit" });

  // 3. This browser's subscription, from the local push service, given to the server as the switch does.
  const { publicKey } = await (await client.request.get("/api/accounts/push")).json();
  const pushService = await startPushService({ applicationServerKey: publicKey });
  try {
    const subscription = pushService.subscribe();
    await post(client.request, "/api/accounts/push/subscriptions", subscription);

    // 4. The carrier moves the parcel on, from its dialog.
    const dialog = await openAdminParcel(page, id);
    await expect(dialog.getByRole("radio", { name: "En livraison" })).toBeChecked();
    await dialog.getByRole("button", { name: "Mettre à jour le statut" }).click();
    await expect(dialog.getByText("Statut mis à jour : En livraison.")).toBeVisible();

    // 5. The push service receives it, signed and encrypted; the browser shows it.
    const received = await pushService.waitFor((push) => push.endpoint === subscription.endpoint, 30_000);
    const { reference } = (await (await client.request.get(`/api/parcels/${id}`)).json()).parcel;
    const expected = clientPushMessage("in_delivery", reference);
    expect(JSON.parse(received.payload)).toEqual({
      ...expected,
      url: `/tracking?colis=${id}`,
      tag: `colis-${id}`,
      receipt: expect.any(String),
    });
    await devtools.send("ServiceWorker.deliverPushMessage", {
      origin: APP_URL,
      registrationId: registrations.get(`${APP_URL}/`) as string,
      data: received.payload,
    });
    await expect
      .poll(() =>
        client.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => ({
            title: shown.title,
            body: shown.body,
            url: shown.data?.url,
          })),
        ),
      )
      .toEqual([{ ...expected, url: `/tracking?colis=${id}` }]);

    // 6. Shown, the service worker tells the server: the carrier reads the push as delivered.
    await expect
      .poll(async () => {
        const sent = await (await page.request.get(`/api/admin/parcels/${id}/sent-messages`)).json();
        return sent.messages
          .filter((message: { channel: string }) => message.channel === "push")
          .map((message: { parcelStatus: string; state: string }) => [message.parcelStatus, message.state]);
      })
      .toEqual([["in_delivery", "delivered"]]);
  } finally {
    await pushService.close();
    await clientCtx.close();
  }
});
