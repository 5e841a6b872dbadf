import { readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import viteConfig from "../../vite.config";

/** Every file under a folder, relative to it. */
function filesUnder(dir: string, prefix = ""): string[] {
  return readdirSync(dir).flatMap((name) =>
    statSync(join(dir, name)).isDirectory()
      ? filesUnder(join(dir, name), `${prefix}${name}/`)
      : [`${prefix}${name}`],
  );
}

/**
 * Vite copies its public folder into dist/client as it is, and the server serves that folder: it must
 * hold only files meant for browsers, never the sources of the public pages' islands (decision 093).
 */
describe("the folder the client build copies as it is", () => {
  it("holds no source file", () => {
    const config =
      typeof viteConfig === "function"
        ? viteConfig({ command: "build", mode: "production", isSsrBuild: false })
        : viteConfig;
    const { root, publicDir } = config as { root: string; publicDir: string };
    const dir = resolve(process.cwd(), root, publicDir);
    const files = filesUnder(dir);
    expect(files).toContain("favicon.svg");
    expect(files.filter((file) => /\.(?:[cm]?[jt]sx?)$/i.test(file))).toEqual([]);
  });
});
