import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { copyServerRuntimeFiles } from "../../scripts/server-runtime-files.mjs";
import { FONT_FILES } from "./pdf/pdf-document";
import { PROJECT_ROOT, SERVER_FILES_ROOT, serverFile } from "./project-root";

/**
 * The server's run-time files (the fonts of labels and manifests) travel with the compiled server: the
 * build copies them under dist/server, where it reads them, never from src/
 * (docs/decisions/063-pdf-work-in-the-queue-and-fonts-in-the-build.md).
 */
describe("the fonts of labels and manifests in the build", () => {
  it("are read from src/server by the sources", () => {
    expect(SERVER_FILES_ROOT).toBe(join(PROJECT_ROOT, "src/server"));
    for (const file of Object.values(FONT_FILES))
      expect(readFileSync(serverFile(file)).length).toBeGreaterThan(100_000);
  });

  it("are copied by the build to the same paths under its server folder, where the compiled server reads them", () => {
    const built = mkdtempSync(join(tmpdir(), "colibri-dist-server-"));
    try {
      copyServerRuntimeFiles({ from: join(PROJECT_ROOT, "src/server"), to: built });
      for (const file of [...Object.values(FONT_FILES), "features/departures/fonts/LICENSE.txt"]) {
        expect(readFileSync(join(built, file)).equals(readFileSync(serverFile(file))), file).toBe(true);
      }
    } finally {
      rmSync(built, { recursive: true, force: true });
    }
  });
});
