import { describe, it } from "vitest";
import { describeMoneyProperty } from "./money-property-suite";
import { testDatabaseKinds } from "./test-database";

// The money property's search on PostgreSQL, when TEST_DATABASE_URL is set (decision 066): a file of its
// own, so that it runs beside PGlite's on the other worker.
if (testDatabaseKinds.includes("postgres")) describeMoneyProperty("postgres");
else
  describe.skip("money adds up over any sequence of actions, on postgres", () =>
    it("needs TEST_DATABASE_URL"));
