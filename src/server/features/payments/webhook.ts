import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { onlinePayments } from "#server/db/schema";
import { GENERIC_MESSAGES } from "#shared/api-error";
import { actOnTransaction, type PaymentDeps } from "./payment-confirmation";
import { ProviderUnavailable, WebhookRefused } from "./providers/payment-provider";

type Answer = { status: number; body: { received: boolean } | { code: string; message: string } };

const REFUSED: Answer = { status: 400, body: { code: "BAD_REQUEST", message: GENERIC_MESSAGES.badRequest } };

/**
 * `POST /api/payments/fedapay/webhook` (decision 080): the signature is checked on the raw body, with its
 * timestamp; a refused one gets a bare 400 and a log line, and nothing is read or written. A valid one
 * only names a transaction: it is read back from the provider's API and acted on like any reading, so
 * a replayed or duplicated event changes nothing, and an unknown transaction is logged and answered
 * 200 (the provider would otherwise retry it for days).
 */
export async function handleWebhook(
  deps: PaymentDeps | null,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
  log: FastifyBaseLogger,
): Promise<Answer> {
  // Off: the same bare refusal, so that the route tells a stranger nothing, not even that it is off.
  if (!deps) return REFUSED;
  let event: ReturnType<typeof deps.provider.verifyWebhook>;
  try {
    event = deps.provider.verifyWebhook(rawBody, headers);
  } catch (error) {
    if (!(error instanceof WebhookRefused)) throw error;
    log.warn({ reason: error.reason, provider: deps.provider.name }, "payment webhook refused");
    return REFUSED;
  }
  const [row] = await deps.db
    .select({ id: onlinePayments.id })
    .from(onlinePayments)
    .where(
      and(
        eq(onlinePayments.provider, deps.provider.name),
        eq(onlinePayments.providerTransactionId, event.transactionId),
      ),
    );
  if (!row) {
    log.warn(
      { event: event.name, transactionId: event.transactionId },
      "payment webhook for an unknown transaction ignored",
    );
    return { status: 200, body: { received: true } };
  }
  // The event's body is not believed: the transaction is read from the provider's API.
  let read: Awaited<ReturnType<typeof deps.provider.readTransaction>>;
  try {
    read = await deps.provider.readTransaction(event.transactionId);
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    // Not acted on: the provider retries its webhook, and the reconciliation reads it anyway.
    log.warn({ err: error, transactionId: event.transactionId }, "payment webhook: transaction not read");
    return { status: 503, body: { code: "PROVIDER_UNAVAILABLE", message: GENERIC_MESSAGES.internal } };
  }
  const outcome = await actOnTransaction(deps, row.id, read);
  log.info({ event: event.name, transactionId: event.transactionId, outcome }, "payment webhook handled");
  return { status: 200, body: { received: true } };
}
