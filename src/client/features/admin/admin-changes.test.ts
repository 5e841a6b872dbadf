import { QueryClient, type QueryKey } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { type AdminChange, refreshAfter } from "./admin-changes";
import { adminKeys } from "./admin-query-keys";

const PARCEL = "pkg-01JDEMO0000000000000000001";

/** One query of each kind the admin pages hold, with the arguments the screens give them. */
const CACHED: Record<string, QueryKey> = {
  statistics: adminKeys.statistics,
  "a page of the parcel list": adminKeys.parcels.list({ q: "ama", status: "to_verify", page: 2 }),
  "the parcel's detail": adminKeys.parcels.detail(PARCEL),
  "another parcel's detail": adminKeys.parcels.detail("pkg-01JDEMO0000000000000000002"),
  "a tracking tab": [...adminKeys.parcels.trackingLists, { tab: "active", search: "" }],
  departures: adminKeys.departures.list,
  "the parcel's messages": adminKeys.messages.parcel(PARCEL),
  "a departure's messages": adminKeys.messages.departure("date-1"),
  "a page of the clients": adminKeys.clients.list({ q: "", page: 3 }),
};

/** Which of the cached queries a change marks stale, through the query library's own key matching. */
async function refreshedBy(change: AdminChange): Promise<string[]> {
  const queryClient = new QueryClient();
  for (const key of Object.values(CACHED)) queryClient.setQueryData(key, {});
  await refreshAfter(queryClient, change);
  return Object.entries(CACHED)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);
}

const ALL = Object.keys(CACHED);
const without = (...names: string[]) => ALL.filter((name) => !names.includes(name));

/** The table of decision 068, row by row. */
describe("what an admin change refreshes", () => {
  it.each<[string, AdminChange, string[]]>([
    [
      "a status change or weigh-in: that parcel everywhere, the statistics and the departures' kilos",
      { kind: "parcel-status", parcelId: PARCEL },
      without("another parcel's detail"),
    ],
    [
      "a balance settled: that parcel and the statistics, not the departures",
      { kind: "parcel-balance", parcelId: PARCEL },
      without("another parcel's detail", "departures"),
    ],
    [
      "a carrier's photo: that parcel's detail only",
      { kind: "carrier-photo", parcelId: PARCEL },
      ["the parcel's detail"],
    ],
    ["departures added: the departures only", { kind: "departures-added" }, ["departures"]],
    ["a departure deleted: the departures only", { kind: "departure-deleted" }, ["departures"]],
    [
      "a departure edited: the departures and every parcel query (their day moved), not the statistics",
      { kind: "departure-edited" },
      without("statistics"),
    ],
    ["a whole departure moved: everything", { kind: "departure-moved" }, ALL],
  ])("%s", async (_, change, expected) => {
    expect(await refreshedBy(change)).toEqual(expected);
  });
});
