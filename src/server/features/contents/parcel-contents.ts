import { asc, eq, inArray } from "drizzle-orm";
import type { Executor, Tx } from "#server/db/database";
import { newId } from "#server/db/ids";
import { contentItems } from "#server/db/schema";
import { badRequest } from "#server/http/app-error";
import { type ContentRules, contentProblems } from "#shared/shop-orders/contents-rules";
import type { ContentItem, ContentItemInput } from "#shared/shop-orders/shop-order-api";

/**
 * A parcel's contents list (docs/product/contents-and-customs.md#contents): the `content_item` rows
 * whose `parcel_id` is the parcel's — typed in the wizard, or an order's lines once it travels in the
 * parcel (Ma boîte): both are read the same way.
 */

const columns = {
  id: contentItems.id,
  parcelId: contentItems.parcelId,
  orderId: contentItems.orderId,
  category: contentItems.category,
  description: contentItems.description,
  quantity: contentItems.quantity,
  unitValueCents: contentItems.unitValueCents,
};

/** A parcel's lines, in the order declared (an order's lines after one another, by order then position). */
export async function readParcelContents(db: Executor, parcelId: string): Promise<ContentItem[]> {
  return (await readContentsOfParcels(db, [parcelId])).get(parcelId) ?? [];
}

/** The lines of several parcels at once (a manifest, a sheet of labels), by parcel id. */
export async function readContentsOfParcels(
  db: Executor,
  parcelIds: readonly string[],
): Promise<Map<string, ContentItem[]>> {
  const byParcel = new Map<string, ContentItem[]>();
  if (parcelIds.length === 0) return byParcel;
  const rows = await db
    .select(columns)
    .from(contentItems)
    .where(inArray(contentItems.parcelId, [...parcelIds]))
    .orderBy(asc(contentItems.orderId), asc(contentItems.position), asc(contentItems.id));
  for (const { parcelId, ...item } of rows) {
    if (parcelId === null) continue;
    byParcel.set(parcelId, [...(byParcel.get(parcelId) ?? []), item]);
  }
  return byParcel;
}

/** 400 with each refused line's field (`contents.0.description`) when the list breaks a rule. */
export function checkContents(lines: readonly ContentItemInput[], rules: ContentRules, prefix = "contents") {
  const problems = contentProblems(lines, rules, prefix);
  const first = Object.values(problems)[0];
  if (first) throw badRequest("CONTENTS_REFUSED", first, problems);
}

/**
 * Replaces the lines the client typed for this parcel (those without an order): an order's lines stay
 * the order's, declared in Ma boîte. Inside the caller's transaction.
 */
export async function replaceTypedContents(tx: Tx, parcelId: string, lines: readonly ContentItemInput[]) {
  const typed = await tx
    .select({ id: contentItems.id, orderId: contentItems.orderId })
    .from(contentItems)
    .where(eq(contentItems.parcelId, parcelId));
  const toDelete = typed.filter((row) => row.orderId === null).map((row) => row.id);
  if (toDelete.length > 0) await tx.delete(contentItems).where(inArray(contentItems.id, toDelete));
  if (lines.length > 0) await tx.insert(contentItems).values(contentRows(lines, { parcelId }));
}

/**
 * The rows of a declared list, in its order: a parcel's (typed in the wizard) or a received order's
 * (declared in Ma boîte), the same table either way.
 */
export function contentRows(
  lines: readonly ContentItemInput[],
  owner: { parcelId: string } | { orderId: string },
): (typeof contentItems.$inferInsert)[] {
  return lines.map((line, position) => ({
    id: newId("cnt"),
    ...owner,
    category: line.category,
    description: line.description,
    quantity: line.quantity,
    unitValueCents: line.unitValueCents,
    position,
  }));
}
