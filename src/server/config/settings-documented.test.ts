import { readFileSync } from "node:fs";
import { parseEnv } from "node:util";
import { describe, expect, it } from "vitest";
import { configSchema, parseConfig } from "./config";

// The settings are documented twice, for two readers: .env.example for whoever deploys, the table of
// docs/ARCHITECTURE.md for whoever reads the code. These tests keep both true.
const settings = Object.keys(configSchema.shape).sort();

describe("settings documentation", () => {
  const example = parseEnv(readFileSync(".env.example", "utf8"));

  it(".env.example lists every setting, and nothing else", () => {
    expect(Object.keys(example).sort()).toEqual(settings);
  });

  it(".env.example shows the real defaults", () => {
    expect(parseConfig(example)).toEqual(parseConfig({}));
  });

  it("docs/ARCHITECTURE.md has every setting in its settings table", () => {
    const doc = readFileSync("docs/ARCHITECTURE.md", "utf8");
    expect(settings.filter((name) => !doc.includes(`| \`${name}\` |`))).toEqual([]);
  });
});
