-- Trigram indexes for the admin substring search (decision 048). PGlite loads the extension at start-up
-- (open-database.ts); on PostgreSQL it ships with the server's contrib package.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
