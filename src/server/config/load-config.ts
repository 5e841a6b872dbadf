import { type Config, ConfigError, parseConfig } from "./config";
import { loadDotEnv } from "./load-env";

/**
 * For command-line entry points (server, scripts): reads `.env` and the environment, and on a bad
 * setting prints every problem, each naming its setting, then exits with code 1.
 */
export function loadConfigOrExit(): Config {
  try {
    loadDotEnv();
    return parseConfig(process.env);
  } catch (error) {
    console.error(
      error instanceof ConfigError ? error.message : `Configuration illisible : ${String(error)}`,
    );
    process.exit(1);
  }
}
