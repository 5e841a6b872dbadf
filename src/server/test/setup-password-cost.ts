// Setup of the Node test projects (vitest.config.ts): accounts made and signed in by the tests hash
// their passwords at a test-only Argon2id cost; the baseline's own test is password.test.ts (decision 075).
import { setPasswordHashCostForTests } from "#server/auth/password";

setPasswordHashCostForTests("cheap");
