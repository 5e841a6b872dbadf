import { describeMoneyProperty } from "./money-property-suite";

// The money property's search on PGlite (decision 066); PostgreSQL's is money.property.postgres.test.ts.
describeMoneyProperty("pglite");
