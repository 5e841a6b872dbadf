import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds } from "../test/test-database";
import type { DatabaseHandle } from "./database";
import { isForeignKeyViolation, isUniqueViolation, pgErrorCode } from "./pg-error";

describe("pgErrorCode", () => {
  it("reads the code on the error or on its cause, and nothing else", () => {
    expect(pgErrorCode({ code: "23505" })).toBe("23505");
    expect(pgErrorCode(new Error("wrapped", { cause: { code: "23503" } }))).toBe("23503");
    expect(pgErrorCode(new Error("no code"))).toBeUndefined();
    expect(pgErrorCode({ code: 42 })).toBeUndefined();
    expect(pgErrorCode(null)).toBeUndefined();
    expect(pgErrorCode(undefined)).toBeUndefined();
  });
});

describe.each(testDatabaseKinds)("pgErrorCode on %s through Drizzle", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  it("recognises a unique violation and a foreign key violation", async () => {
    const failure = (query: Promise<unknown>) =>
      query.then(
        () => {
          throw new Error("the query should have failed");
        },
        (error: unknown) => error,
      );
    await database.db.execute(sql`create temporary table t_parent (id int primary key)`);
    await database.db.execute(sql`create temporary table t_child (parent int references t_parent (id))`);
    await database.db.execute(sql`insert into t_parent values (1)`);
    const unique = await failure(database.db.execute(sql`insert into t_parent values (1)`));
    expect(isUniqueViolation(unique)).toBe(true);
    expect(isForeignKeyViolation(unique)).toBe(false);
    const foreignKey = await failure(database.db.execute(sql`insert into t_child values (2)`));
    expect(isForeignKeyViolation(foreignKey)).toBe(true);
    expect(pgErrorCode(foreignKey)).toBe("23503");
  });
});
