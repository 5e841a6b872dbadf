import { describe, expect, it } from "vitest";
import * as withoutZod from "./ready-for-pickup";
import * as schemas from "./tracking-schemas";

describe("the public page's pickup texts", () => {
  it("are the server's, word for word", () => {
    expect(withoutZod.READY_FOR_PICKUP_TITLE).toBe(schemas.READY_FOR_PICKUP_TITLE);
    expect(withoutZod.READY_FOR_PICKUP_TEXT).toBe(schemas.READY_FOR_PICKUP_TEXT);
  });
});
