import { describe, expect, it } from "vitest";
import { UPLOAD_BUSY_MESSAGE } from "#shared/parcels/request-api";
import { Admission, BusyError, WorkQueue } from "./work-queue";

/** A job the test ends by hand, and a record of how many ran at once. */
function gate() {
  let open!: () => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<string>((resolve, reject) => {
    open = () => resolve("fait");
    fail = reject;
  });
  return { promise, open, fail };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("WorkQueue (decision 039)", () => {
  it("runs at most `concurrency` jobs at once, the others in order as places free up", async () => {
    const queue = new WorkQueue({ concurrency: 2, maxWaiting: 3 });
    let now = 0;
    let most = 0;
    const started: number[] = [];
    const gates = Array.from({ length: 5 }, () => gate());
    const results = gates.map((g, i) =>
      queue.run(async () => {
        started.push(i);
        now += 1;
        most = Math.max(most, now);
        try {
          return await g.promise;
        } finally {
          now -= 1;
        }
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect([queue.running, queue.waiting]).toEqual([2, 3]);
    for (const g of gates) {
      g.open();
      await tick();
    }
    expect(await Promise.all(results)).toEqual(["fait", "fait", "fait", "fait", "fait"]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it("refuses at once a job beyond the running and waiting places, with the 503 BUSY error", async () => {
    const queue = new WorkQueue({ concurrency: 1, maxWaiting: 1 });
    const g = gate();
    let ranRefused = false;
    const first = queue.run(() => g.promise);
    const second = queue.run(() => g.promise);
    expect(queue.full).toBe(true);
    const refused = queue.run(async () => {
      ranRefused = true;
    });
    await expect(refused).rejects.toBeInstanceOf(BusyError);
    await expect(refused).rejects.toMatchObject({
      code: "BUSY",
      statusCode: 503,
      message: UPLOAD_BUSY_MESSAGE,
      retryAfterSeconds: expect.any(Number),
    });
    expect(ranRefused).toBe(false);
    g.open();
    await Promise.all([first, second]);
    expect(queue.full).toBe(false);
  });

  it("frees the place of a job that fails, for the next one waiting and for later ones", async () => {
    const queue = new WorkQueue({ concurrency: 1, maxWaiting: 1 });
    const failing = gate();
    const first = queue.run(() => failing.promise);
    const second = queue.run(async () => "suivant");
    failing.fail(new Error("image illisible"));
    await expect(first).rejects.toThrow("image illisible");
    await expect(second).resolves.toBe("suivant");
    // A job that throws synchronously frees its place too.
    await expect(
      queue.run(() => {
        throw new Error("aussitôt");
      }),
    ).rejects.toThrow("aussitôt");
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
    await expect(queue.run(async () => "encore")).resolves.toBe("encore");
  });
});

describe("Admission (decision 039)", () => {
  it("lets `max` holders in, refuses the next with BUSY, and takes one again once a place is left", () => {
    const admission = new Admission(2);
    const leaveA = admission.enter();
    admission.enter();
    expect(() => admission.enter()).toThrow(BusyError);
    leaveA();
    leaveA(); // leaving twice frees one place only
    expect(admission.holders).toBe(1);
    admission.enter();
    expect(() => admission.enter()).toThrow(BusyError);
  });
});
