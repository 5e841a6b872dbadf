// Starts a worker thread from a TypeScript module when the server runs from its sources (development,
// tests): registers tsx in the worker, then loads the module. The build starts its compiled .js instead
// (thread-pool.ts).
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
await import(workerData.module);
