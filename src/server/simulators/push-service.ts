import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local push service speaking the Web Push protocol's HTTP (RFC 8030 delivery, RFC 8292 VAPID,
 * RFC 8291 aes128gcm encryption), for tests and the browser journey (docs/decisions/083-web-push.md).
 * It hands out subscriptions whose private keys it keeps, so it can check each POST as a real push
 * service would (VAPID JWT signed by the key the subscription was made with, audience, expiry,
 * content encoding, TTL) and decrypt the payload as the browser would. It answers 201 with a Location,
 * 410 for a subscription marked gone, and any status a test asks for next.
 */

export type SimulatedSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

export type ReceivedPush = {
  endpoint: string;
  /** The decrypted payload, as the browser's service worker would read it. */
  payload: string;
  ttl: number;
  urgency: string | null;
  /** The `sub` claim: who the push service may contact about the sender. */
  subject: string;
};

export interface PushServiceSimulator {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** A new browser subscription, as `PushSubscription.toJSON()` gives it. */
  subscribe(): SimulatedSubscription;
  /** Every push accepted, oldest first. */
  received: ReceivedPush[];
  /** Refusals, for tests that check what a bad sender gets. */
  refused: { endpoint: string; status: number; reason: string }[];
  /** The next `count` pushes (to `endpoint`, or to any) are answered `status` (e.g. 500, 429) and not kept. */
  failNext(count: number, status: number, endpoint?: string): void;
  /** From now on, pushes to this endpoint are answered 410 Gone, as for an unsubscribed browser. */
  markGone(endpoint: string): void;
  /** Resolves with the first push to arrive, already there or to come, that matches. */
  waitFor(match: (push: ReceivedPush) => boolean, timeoutMs?: number): Promise<ReceivedPush>;
  close(): Promise<void>;
}

const b64u = (buffer: Buffer) => buffer.toString("base64url");

type Held = { privateKey: ReturnType<typeof createECDH>; publicKey: Buffer; auth: Buffer; gone: boolean };

/** RFC 8291 §3.4 with one aes128gcm record (RFC 8188): what the browser does with a push body. */
export function decryptPushBody(body: Buffer, ua: Pick<Held, "privateKey" | "publicKey" | "auth">): string {
  if (body.length < 21) throw new Error("body too short");
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20] ?? 0;
  const senderPublicKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (idLength !== 65 || ciphertext.length > recordSize) throw new Error("unexpected aes128gcm header");
  const secret = ua.privateKey.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), ua.publicKey, senderPublicKey]);
  const ikm = Buffer.from(hkdfSync("sha256", secret, ua.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  // The last record's padding delimiter is 2 (RFC 8188 §2).
  if (padded[end] !== 2) throw new Error("bad padding delimiter");
  return padded.subarray(0, end).toString("utf8");
}

/** RFC 8292: `vapid t=<JWT ES256>, k=<P-256 public key>`; the reason it is refused, or its claims. */
function checkVapid(
  header: string | undefined,
  origin: string,
  serverKey: string | undefined,
): { ok: true; subject: string } | { ok: false; reason: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? "");
  if (!match?.[1] || !match[2]) return { ok: false, reason: "missing vapid authorization" };
  const [token, key] = [match[1], match[2]];
  if (serverKey && key !== serverKey) return { ok: false, reason: "vapid key is not the subscription's" };
  const point = Buffer.from(key, "base64url");
  if (point.length !== 65 || point[0] !== 4) return { ok: false, reason: "bad vapid key" };
  const publicKey = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33)) },
    format: "jwk",
  });
  const [head, claims, signature] = token.split(".") as [string, string, string];
  const signed = verify(
    "sha256",
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) return { ok: false, reason: "bad vapid signature" };
  const { aud, exp, sub } = JSON.parse(Buffer.from(claims, "base64url").toString("utf8"));
  if (aud !== origin) return { ok: false, reason: `vapid audience ${aud} is not ${origin}` };
  const now = Date.now() / 1000;
  if (typeof exp !== "number" || exp < now || exp > now + 24 * 3600)
    return { ok: false, reason: "bad vapid expiry" };
  if (typeof sub !== "string" || !/^(mailto:|https:)/.test(sub))
    return { ok: false, reason: "bad vapid subject" };
  return { ok: true, subject: sub };
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });
}

/**
 * Starts the simulator on 127.0.0.1 (port 0: any free one). `applicationServerKey`, when given, is the
 * VAPID public key every subscription was made with: a push signed by another key is refused (403),
 * as the real services do.
 */
export async function startPushService(
  options: { port?: number; applicationServerKey?: string } = {},
): Promise<PushServiceSimulator> {
  const held = new Map<string, Held>();
  const received: ReceivedPush[] = [];
  const refused: PushServiceSimulator["refused"] = [];
  const waiters = new Set<() => void>();
  let failures: { count: number; status: number; endpoint?: string } = { count: 0, status: 500 };
  let origin = "";

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const answer = (status: number, reason = "") => {
      if (status >= 400) refused.push({ endpoint: `${origin}${request.url}`, status, reason });
      response.writeHead(status, { "content-type": "text/plain" }).end(reason);
    };
    const id = /^\/push\/([\w-]+)$/.exec(request.url ?? "")?.[1];
    const subscription = id ? held.get(id) : undefined;
    if (request.method !== "POST" || !id || !subscription) return answer(404, "no such subscription");
    const body = await readBody(request);
    if (subscription.gone) return answer(410, "subscription gone");
    if (failures.count > 0 && (!failures.endpoint || failures.endpoint === `${origin}/push/${id}`)) {
      failures = { ...failures, count: failures.count - 1 };
      return answer(failures.status, "simulated failure");
    }
    const vapid = checkVapid(request.headers.authorization, origin, options.applicationServerKey);
    if (!vapid.ok) return answer(vapid.reason.includes("not the subscription") ? 403 : 401, vapid.reason);
    const ttl = Number(request.headers.ttl);
    if (!Number.isInteger(ttl) || ttl < 0) return answer(400, "missing TTL");
    if (request.headers["content-encoding"] !== "aes128gcm")
      return answer(415, "content encoding must be aes128gcm");
    if (body.length > 4096) return answer(413, "payload too large");
    let payload: string;
    try {
      payload = decryptPushBody(body, subscription);
    } catch (error) {
      return answer(400, `cannot decrypt: ${(error as Error).message}`);
    }
    received.push({
      endpoint: `${origin}/push/${id}`,
      payload,
      ttl,
      urgency: (request.headers.urgency as string | undefined) ?? null,
      subject: vapid.subject,
    });
    for (const wake of waiters) wake();
    response.writeHead(201, { location: `${origin}/message/${b64u(randomBytes(9))}` }).end();
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    refused,
    subscribe() {
      const privateKey = createECDH("prime256v1");
      const publicKey = privateKey.generateKeys();
      const auth = randomBytes(16);
      const id = b64u(randomBytes(12));
      held.set(id, { privateKey, publicKey, auth, gone: false });
      return { endpoint: `${origin}/push/${id}`, keys: { p256dh: b64u(publicKey), auth: b64u(auth) } };
    },
    failNext(count, status, endpoint) {
      failures = { count, status, endpoint };
    },
    markGone(endpoint) {
      const subscription = held.get(endpoint.split("/").pop() ?? "");
      if (subscription) subscription.gone = true;
    },
    waitFor(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error("no matching push arrived at the simulator"));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
