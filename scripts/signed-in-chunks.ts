// How the build groups the code of the signed-in pages into few chunks (decision 077), for
// vite.config.ts. Left alone, the bundler cuts one chunk per set of pages sharing a module: Mes Colis
// came in ~40 files of ~1 KB, on a phone where each request costs a 400 ms round trip.
//
// Two rules. (1) Groups take only modules that no public page can reach, so a public page never
// downloads signed-in code: the modules of one area of signed-in pages (AREAS) go into one chunk named
// after it; those that Mes Colis shares with other areas (the query library…) into one "signed-in"
// chunk. Code a page loads on demand (import()) stays on demand: only static imports are followed from
// a page. (2) They come after the public pages' groups (vite.public-chunks.ts). Copying the small
// common chunks into their users (Rolldown's experimentalInlineCommonChunks) was tried and left out:
// it made the public pages 1.7 KB heavier (decision 077).

/** A module graph as Rolldown hands it to a chunk-naming function. */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: string[]; dynamicallyImportedIds: string[] } | null;
}

/** Where the public world stops: the chunks that only signed-in pages load (see src/client/app/app-routes.tsx). */
const SIGNED_IN_ROOT =
  /src[\\/]client[\\/](app[\\/]data-provider|pages[\\/](request|payment|tracking|history|profile|two-factor-setup|admin-dashboard|admin-clients)-page)\.tsx$/;

/**
 * Pages that go together share a chunk: what Mes Colis needs and the history (the same screen), the
 * wizard and its payment page, the profile and the second factor's set-up, the admin's two views.
 */
const AREAS: [RegExp, string][] = [
  [/(tracking|history)-page\.tsx$/, "parcels"],
  [/(request|payment)-page\.tsx$/, "request"],
  [/(profile|two-factor-setup)-page\.tsx$/, "account"],
  [/admin-(dashboard|clients)-page\.tsx$/, "admin"],
];
const areaOf = (root: string) => AREAS.find(([pattern]) => pattern.test(root))?.[1] ?? "signed-in";

/** `entry`: the absolute path of src/client/boot.ts, the id the bundler gives it. */
export function signedInChunks(entry: string) {
  let groupOf: Map<string, string> | undefined;

  function compute(entry: string, graph: ModuleGraph): Map<string, string> {
    // Every module id the graph knows, found from the entry through every kind of import.
    const all = new Set<string>();
    const stack = [entry];
    while (stack.length) {
      const id = stack.pop() as string;
      if (all.has(id)) continue;
      all.add(id);
      const info = graph.getModuleInfo(id);
      if (info) stack.push(...info.importedIds, ...info.dynamicallyImportedIds);
    }
    const roots = [...all].filter((id) => SIGNED_IN_ROOT.test(id));

    // The public world: everything the entry reaches without entering a signed-in root.
    const publicModules = new Set<string>();
    const pending = [entry];
    while (pending.length) {
      const id = pending.pop() as string;
      if (publicModules.has(id) || SIGNED_IN_ROOT.test(id)) continue;
      publicModules.add(id);
      const info = graph.getModuleInfo(id);
      if (info) pending.push(...info.importedIds, ...info.dynamicallyImportedIds);
    }

    // Which signed-in roots reach each non-public module through static imports.
    const users = new Map<string, Set<string>>();
    for (const root of roots) {
      const seen = new Set<string>();
      const walk = [root];
      while (walk.length) {
        const id = walk.pop() as string;
        if (seen.has(id) || publicModules.has(id)) continue;
        seen.add(id);
        if (!users.has(id)) users.set(id, new Set());
        users.get(id)?.add(root);
        const info = graph.getModuleInfo(id);
        if (info)
          walk.push(...info.importedIds.filter((next) => !SIGNED_IN_ROOT.test(next) || next === root));
      }
    }
    const groups = new Map<string, string>();
    for (const [id, usedBy] of users) {
      const areas = [...new Set([...usedBy].map(areaOf))].sort();
      // Mes Colis, the page customers open most, gets everything it shares in one chunk; what only
      // other areas share goes in a chunk per set of areas, so that Mes Colis never downloads it.
      groups.set(
        id,
        areas.length === 1 ? (areas[0] as string) : areas.includes("parcels") ? "signed-in" : areas.join("-"),
      );
    }
    if (process.env.DEBUG_CHUNKS)
      for (const [id, group] of groups)
        console.log(
          "CHUNK",
          group,
          (graph.getModuleInfo(id) as unknown as { code?: string }).code?.length,
          [...(users.get(id) ?? [])].map(areaOf).join("+"),
          id.replace(/.*wt-signed\//, ""),
        );
    return groups;
  }

  return {
    groups: [
      {
        name(id: string, graph: ModuleGraph) {
          groupOf ??= compute(entry, graph);
          // A page's own module stays the small chunk the router imports: the build's manifest keeps
          // naming it, with the area chunks as its imports, which is how the server finds a page's
          // files (src/server/http/signed-in-shells.ts).
          if (SIGNED_IN_ROOT.test(id)) return null;
          return groupOf.get(id) ?? null;
        },
      },
    ],
  };
}
