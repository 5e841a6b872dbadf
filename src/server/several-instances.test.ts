import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInParis } from "#shared/calendar";
import { newId } from "./db/ids";
import { type CompiledServer, compileServer } from "./test/compiled-server";
import { createEmptyPostgresDatabase } from "./test/empty-postgres-database";
import { jpeg } from "./test/parcels-test-kit";
import { proxyClient } from "./test/proxy-client";
import { type RoundRobinProxy, startRoundRobinProxy } from "./test/round-robin-proxy";
import {
  freePort,
  PROCESS_TEST_TIMEOUT_MS,
  type ServerProcess,
  startServer,
  stopServer,
  waitForReady,
  waitUntil,
} from "./test/server-process";
import { startSmtpSink } from "./test/smtp-sink";

const serverUrl = process.env.TEST_DATABASE_URL;
const INSTANCES = 3;
const PASSWORD = "Colibri-Test-2026";
/** E-mails queued at once beside the journey's, for the three outbox workers to race on. */
const BULK_EMAILS = 30;

/**
 * The documented deployment (decision 044): three production instances on one PostgreSQL behind a
 * round-robin proxy, each running the outbox worker. A client's journey goes through the proxy, each
 * request to the next instance, so every step lands on another process than the one before.
 */
describe.skipIf(!serverUrl)(
  "three instances behind a proxy on one PostgreSQL (needs TEST_DATABASE_URL)",
  () => {
    let compiled: CompiledServer;
    let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
    let sink: Awaited<ReturnType<typeof startSmtpSink>>;
    let proxy: RoundRobinProxy;
    let servers: ServerProcess[] = [];

    beforeAll(async () => {
      [compiled, database, sink] = await Promise.all([
        compileServer(),
        createEmptyPostgresDatabase(serverUrl as string),
        startSmtpSink(),
      ]);
      const ports = await Promise.all(Array.from({ length: INSTANCES }, freePort));
      // The instances run throughout: no health polling, so the rotation is strict and each step of the
      // journey provably lands on another instance than the one before (a probe answered late on a loaded
      // machine took an instance out for a moment and sent two steps in a row to the same one).
      proxy = await startRoundRobinProxy({
        upstreams: ports.map((port) => `http://127.0.0.1:${port}`),
        healthChecks: false,
      });
      // Started together on the empty database: they migrate it one after the other.
      servers = ports.map((port) =>
        startServer(compiled.entry("main"), port, {
          NODE_ENV: "production",
          DATABASE_URL: database.url,
          PUBLIC_URL: proxy.url,
          TRUST_PROXY: "true",
          SMTP_URL: sink.url,
          OUTBOX_WORKER: "true",
        }),
      );
      await Promise.all(servers.map((server) => waitForReady(server)));
    }, PROCESS_TEST_TIMEOUT_MS);

    afterAll(async () => {
      const codes = await Promise.all(servers.map(stopServer));
      await proxy?.close();
      await sink?.close();
      await database?.drop();
      compiled?.remove();
      expect(codes).toEqual(servers.map(() => 0));
    });

    it(
      "serves a client's journey spread over the three, and sends each queued e-mail exactly once",
      async () => {
        const email = `awa-${Date.now()}@example.com`;
        const awa = proxyClient(proxy.url);
        expect(
          (
            await awa.post("/api/auth/sign-up/email", {
              email,
              password: PASSWORD,
              confirmPassword: PASSWORD,
            })
          ).status,
        ).toBe(200);

        // The confirmation link, as the e-mail in the shared outbox carries it.
        const [confirmation] = await database.sql<{ text_body: string }[]>`
      select text_body from email_outbox where to_address = ${email}`;
        const link = confirmation?.text_body.match(/https?:\/\/\S+verify-email\S+/)?.[0] as string;
        expect((await awa.get(link.slice(proxy.url.length))).status).toBe(302);

        expect((await awa.post("/api/auth/sign-in/email", { email, password: PASSWORD })).status).toBe(200);
        const me = (await (await awa.get("/api/accounts/me")).json()) as { user: { emailVerified: boolean } };
        expect(me.user.emailVerified).toBe(true);

        const date = addDays(todayInParis(), 7);
        await database.sql`insert into departure (id, date, from_country, to_country, description)
      values (${newId()}, ${date}, 'FR', 'TG', 'Départ test')`;
        const created = await awa.post(
          "/api/parcels",
          {
            description: "Vêtements",
            fromCountry: "FR",
            toCountry: "TG",
            weightKg: 2,
            preferredDate: date,
            recipient: { name: "Afi Mensah", phone: "90 12 34 56", city: "Lomé" },
            clientPhone: "06 12 34 56 78",
          },
          { "idempotency-key": newId() },
        );
        expect(created.status).toBe(201);
        const parcel = (await created.json()) as { id: string; trackingCode: string };

        const form = new FormData();
        form.append(
          "photo",
          new Blob([new Uint8Array(await jpeg(640, 480))], { type: "image/jpeg" }),
          "colis.jpg",
        );
        expect((await awa.upload(`/api/parcels/${parcel.id}/photos`, form)).status).toBe(201);

        const list = (await (await awa.get("/api/parcels")).json()) as { parcels: { id: string }[] };
        expect(list.parcels.map((item) => item.id)).toEqual([parcel.id]);
        // The photo, stored by one instance, read back through each of them.
        const { parcel: detail } = (await (await awa.get(`/api/parcels/${parcel.id}`)).json()) as {
          parcel: { photos: { thumbnailUrl: string }[] };
        };
        expect(detail.photos).toHaveLength(1);
        for (let i = 0; i < INSTANCES; i++) {
          expect((await awa.get(detail.photos[0]?.thumbnailUrl as string)).status).toBe(200);
        }
        // Each step went to another instance than the one before: every instance served the journey.
        expect(new Set(awa.upstreams)).toEqual(new Set(["0", "1", "2"]));
        expect(
          awa.upstreams.some((upstream, i) => upstream === awa.upstreams[i - 1]),
          `instances in turn: ${awa.upstreams.join(" ")}; retries after a refused connection: ${proxy.retries}`,
        ).toBe(false);

        await database.sql`insert into email_outbox (id, kind, to_address, subject, text_body, html_body)
      select 'bulk-' || n, 'test', 'bulk-' || n || '@example.com', 'Test ' || n, 'Bonjour', '<p>Bonjour</p>'
      from generate_series(1, ${BULK_EMAILS}) as n`;
        const queued = await waitUntilEverySent();
        const received = new Map<string, number>();
        for (const mail of sink.received)
          for (const to of mail.to) received.set(to, (received.get(to) ?? 0) + 1);
        expect(Object.fromEntries(received)).toEqual(Object.fromEntries(queued));
        expect(queued.get(email)).toBeGreaterThanOrEqual(1);
        expect(queued.size).toBeGreaterThan(BULK_EMAILS);
        expect(proxy.failures).toBe(0);
      },
      PROCESS_TEST_TIMEOUT_MS,
    );

    it("shares the public tracking limit: 30 lookups a minute per IP across the three, not 30 each", async () => {
      const visitor = proxyClient(proxy.url);
      const [code] = await database.sql<
        { tracking_code: string }[]
      >`select tracking_code from parcel limit 1`;
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++)
        statuses.push((await visitor.get(`/api/public/tracking/${code?.tracking_code}`)).status);
      expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
      expect(statuses[30]).toBe(429);
      expect(new Set(visitor.upstreams.slice(0, 30))).toEqual(new Set(["0", "1", "2"]));
    });

    /** The number of messages queued per address, once the workers have sent every one. */
    async function waitUntilEverySent(): Promise<Map<string, number>> {
      await waitUntil(
        async () => {
          const [left] = await database.sql<{ count: number }[]>`
          select count(*)::int as count from email_outbox where status <> 'sent'`;
          return left?.count === 0;
        },
        "the workers never sent every queued e-mail",
        { intervalMs: 100 },
      );
      const rows = await database.sql<{ to_address: string; status: string; count: number }[]>`
      select to_address, status, count(*)::int as count from email_outbox group by to_address, status`;
      expect(rows.filter((row) => row.status !== "sent")).toEqual([]);
      return new Map(rows.map((row) => [row.to_address, row.count]));
    }
  },
);
