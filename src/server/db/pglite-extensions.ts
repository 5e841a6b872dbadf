import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * Extensions every embedded database loads when it opens: the migrations create pg_trgm (the admin
 * substring search, decision 048), and a database holding trigram indexes cannot be written without it.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };
