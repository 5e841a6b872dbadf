import { type APIRequestContext, expect, request, test } from "@playwright/test";
import { APP_URL, linkFromMailbox, PASSWORD, SUBJECTS, signInByApi, uniqueEmail } from "./accounts-helpers";
import { carrierEmail } from "./carriers";

/**
 * Journeys own their data (docs/decisions/089-journeys-own-their-data.md): each makes the client it
 * signs in as, and each worker has a carrier of its own, so that no journey reads or counts what a
 * journey running beside it changes. The demo accounts are `npm start`'s, and the one journey about
 * them (demo-accounts.spec.ts); e2e/own-data-rule.test.ts refuses them anywhere else.
 */
export type Account = { email: string; password: string };

/** A request context of its own (its own cookies), at the server's public address. */
export function newApi(): Promise<APIRequestContext> {
  return request.newContext({ baseURL: APP_URL });
}

/**
 * A new customer, confirmed, made through the calls the sign-up form and the e-mail's link make (their
 * own journey is accounts-sign-up.spec.ts): a fresh address per call, so its parcels, e-mails and
 * counts are the test's alone.
 */
export async function newClient(label = "client", name?: string): Promise<Account> {
  const account = { email: uniqueEmail(label), password: PASSWORD };
  const api = await newApi();
  try {
    await signUpByApi(api, account, name);
  } finally {
    await api.dispose();
  }
  return account;
}

async function signUpByApi(api: APIRequestContext, account: Account, name?: string): Promise<void> {
  const response = await api.post("/api/auth/sign-up/email", {
    headers: { Origin: APP_URL },
    data: {
      email: account.email,
      password: account.password,
      confirmPassword: account.password,
      ...(name ? { name } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const confirmed = await api.get(await linkFromMailbox(api, account.email, SUBJECTS.confirm));
  expect(confirmed.ok(), "lien de confirmation").toBe(true);
}

/**
 * The carrier of this worker: an address the e2e server lists in ADMIN_EMAILS (playwright.config.ts),
 * one per parallel worker, so that what a carrier changes on their own account (alerts, sessions) is
 * seen by no journey running beside it. Made on its worker's first use; a server kept from an earlier
 * run (outside CI) already has it.
 */
export function carrierAccount(parallelIndex = test.info().parallelIndex): Account {
  return { email: carrierEmail(parallelIndex), password: PASSWORD };
}

const carriersMade = new Set<number>();

/** The worker's carrier, made first if this server does not have it yet. */
export async function carrier(): Promise<Account> {
  const index = test.info().parallelIndex;
  const account = carrierAccount(index);
  if (carriersMade.has(index)) return account;
  const api = await newApi();
  try {
    const signedIn = await api.post("/api/auth/sign-in/email", {
      headers: { Origin: APP_URL },
      data: account,
    });
    if (signedIn.status() !== 200) await signUpByApi(api, account, `Transporteur ${index}`);
  } finally {
    await api.dispose();
  }
  carriersMade.add(index);
  return account;
}

/** A request context signed in as `account`, for seeding through the API; dispose of it after use. */
export async function apiAs(account: Account): Promise<APIRequestContext> {
  const api = await newApi();
  await signInByApi(api, account);
  return api;
}
