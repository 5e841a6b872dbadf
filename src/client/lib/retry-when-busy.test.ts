import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { retryWhenBusy } from "./retry-when-busy";

const busy = () => new ApiError(503, "BUSY", "Le serveur traite beaucoup d'images en ce moment.");

describe("retryWhenBusy", () => {
  it("sends again after a pause while the server is busy, and returns the answer that came", async () => {
    const answers: Array<() => string> = [
      () => {
        throw busy();
      },
      () => {
        throw busy();
      },
      () => "photo enregistrée",
    ];
    let waits = 0;
    let announced = 0;
    const result = await retryWhenBusy(async () => (answers.shift() as () => string)(), {
      wait: async () => {
        waits += 1;
      },
      onWait: () => {
        announced += 1;
      },
    });
    expect(result).toBe("photo enregistrée");
    expect(waits).toBe(2);
    expect(announced).toBe(2);
  });

  it("gives up after the allowed retries with the server's busy error", async () => {
    let calls = 0;
    const sending = retryWhenBusy(
      async () => {
        calls += 1;
        throw busy();
      },
      { retries: 3, wait: async () => {} },
    );
    await expect(sending).rejects.toMatchObject({ status: 503, code: "BUSY" });
    expect(calls).toBe(4);
  });

  it("does not retry any other refusal", async () => {
    let calls = 0;
    const sending = retryWhenBusy(
      async () => {
        calls += 1;
        throw new ApiError(400, "INVALID_IMAGE", "Image illisible");
      },
      { wait: async () => {} },
    );
    await expect(sending).rejects.toMatchObject({ status: 400 });
    expect(calls).toBe(1);
  });
});
