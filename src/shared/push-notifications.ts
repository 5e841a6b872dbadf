import { z } from "zod";

/**
 * Push messages to the client's own phone or computer (docs/product/notifications.md#push,
 * docs/decisions/083-web-push.md): the profile's switch texts, the API contracts of subscribing, and
 * what a push carries to the service worker. Shared by the server, the profile and the service worker.
 */

export const PUSH_SWITCH_LABEL = "Recevoir les notifications sur cet appareil";
export const PUSH_SWITCH_HINT =
  "Une notification sur ce téléphone ou cet ordinateur à chaque changement de statut de vos colis, même quand Colibri est fermé.";
/** The browser refused: only the person can undo it, in the site's settings. */
export const PUSH_DENIED_MESSAGE =
  "Les notifications sont bloquées pour Colibri dans ce navigateur. Autorisez-les dans les réglages du site (icône à gauche de l'adresse), puis réessayez.";
export const PUSH_UNSUPPORTED_MESSAGE =
  "Ce navigateur ne peut pas recevoir de notifications. Sur iPhone, ajoutez d'abord Colibri à l'écran d'accueil.";
export const PUSH_FAILED_MESSAGE = "L'activation des notifications a échoué. Réessayez dans un instant.";
export const PUSH_OTHER_DEVICES = (count: number) =>
  count === 1
    ? "Les notifications sont aussi activées sur 1 autre appareil."
    : `Les notifications sont aussi activées sur ${count} autres appareils.`;
/** Where push is not set up on this server (no VAPID keys): nothing is offered. */
export const PUSH_NOT_CONFIGURED = "Les notifications sur appareil ne sont pas disponibles sur ce service.";
export const PUSH_ENDPOINT_REFUSED = "Ce service de notification n'est pas accepté.";
/** Another account holds this endpoint and the request does not carry the browser's keys (decision 093). */
export const PUSH_DEVICE_TAKEN =
  "Cet appareil reçoit déjà les notifications d'un autre compte. Ce compte doit d'abord le retirer de son profil.";

const base64url = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .min(min, message)
    .max(max, message)
    .regex(/^[A-Za-z0-9_-]+=*$/, message);

/** What `PushSubscription.toJSON()` gives, as the browser sends it. */
export const pushSubscriptionInputSchema = z.object({
  endpoint: z.url({ error: PUSH_ENDPOINT_REFUSED }).max(2048, PUSH_ENDPOINT_REFUSED),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    // An uncompressed P-256 point (65 bytes: 87 characters) and a 16-byte secret (22 characters).
    p256dh: base64url(80, 100, PUSH_FAILED_MESSAGE),
    auth: base64url(16, 32, PUSH_FAILED_MESSAGE),
  }),
});

export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

export const pushDeviceSchema = z.object({
  id: z.string(),
  /** 'Chrome sur Android', … */
  device: z.string(),
  /** The device's own endpoint, so a page can tell whether it is this browser. Only ever shown to its owner. */
  endpoint: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
});

export type PushDevice = z.infer<typeof pushDeviceSchema>;

/** The profile's view: the key a browser subscribes with (null: push is off here) and the account's devices. */
export const pushSettingsSchema = z.object({
  publicKey: z.string().nullable(),
  devices: z.array(pushDeviceSchema),
});

export type PushSettings = z.infer<typeof pushSettingsSchema>;

export const pushSubscribedSchema = z.object({ id: z.string() });

/**
 * What a push carries, encrypted end to end to the browser: no private data beyond the parcel's
 * tracking code and status (docs/decisions/083-web-push.md). `url` is a path of this site.
 */
export const pushPayloadSchema = z.object({
  title: z.string().max(120),
  body: z.string().max(300),
  url: z.string().startsWith("/"),
  /** One notification per parcel on the device: a newer status replaces the older one. */
  tag: z.string().max(64),
  /** The outbox message's id, which the device sends back once it showed it (the carrier's « délivré »). */
  receipt: z.string().max(100).optional(),
});

export type PushPayload = z.infer<typeof pushPayloadSchema>;

/** What the service worker sends back once a push is shown: the message's id from its payload. */
export const pushReceiptSchema = z.object({ receipt: z.string().min(1).max(100) }).strict();
