// What other features may use of the push feature (docs/decisions/083-web-push.md): queue the client's
// pushes in a status change's transaction; the sender is for main.ts and the message worker.
export { type PushedParcel, queueAccountPushes, queueClientPushes } from "./client-pushes";
export { createPushSender, pushSenders } from "./push-sender";
