import type { BuildOptions } from "esbuild";

export const SERVER_BUILD_OPTIONS: BuildOptions;
