import { describe, expect, it, vi } from "vitest";
import { PHOTO_TOO_LARGE_MESSAGE } from "#shared/parcel-photo-limits";
import { PHOTO_LIMIT_KEPT_FIRST, photoProblemsText, preparePhotos } from "./photo-selection";
import type { PhotoToSend } from "./resize-photo";

const MB = 1024 * 1024;
const photo = (name: string, bytes = 1000, type = "image/jpeg") =>
  new File([new Uint8Array(bytes)], name, { type });
const names = (files: File[]) => files.map((f) => f.name);
/** The browser's resizer, faked: every photo becomes a 300 KB JPEG. */
const shrinks = async (file: File): Promise<PhotoToSend> => ({
  blob: new Blob([new Uint8Array(300 * 1024)], { type: "image/jpeg" }),
  filename: file.name.replace(/\.[^.]*$/, ".jpg"),
});
/** A photo the browser cannot decode (HEIC in Chrome): the original is what would be sent. */
const cannotDecode = async (file: File): Promise<PhotoToSend> => ({ blob: file, filename: file.name });

describe("photos added by one pick", () => {
  it("keeps the first 3 of 4 photos and says why the fourth is not there", async () => {
    const chosen = ["1.jpg", "2.jpg", "3.jpg", "4.jpg"].map((name) => photo(name));
    const result = await preparePhotos(0, chosen, cannotDecode);
    expect(names(result.photos)).toEqual(["1.jpg", "2.jpg", "3.jpg"]);
    expect(result.problems).toEqual([PHOTO_LIMIT_KEPT_FIRST]);
    expect(PHOTO_LIMIT_KEPT_FIRST).toContain("Maximum 3 photos autorisées");
  });

  it("counts the photos already picked", async () => {
    const result = await preparePhotos(2, [photo("4.jpg"), photo("5.jpg")], cannotDecode);
    expect(names(result.photos)).toEqual(["4.jpg"]);
    expect(result.problems).toEqual([PHOTO_LIMIT_KEPT_FIRST]);
    expect(await preparePhotos(3, [photo("6.jpg")], cannotDecode)).toEqual({
      photos: [],
      problems: [PHOTO_LIMIT_KEPT_FIRST],
    });
  });

  it("keeps a pick that fits without any message, and resizes only the photos kept", async () => {
    const resize = vi.fn(cannotDecode);
    expect(await preparePhotos(1, [photo("a.jpg"), photo("b.png", 10, "image/png")], resize)).toEqual({
      photos: [expect.objectContaining({ name: "a.jpg" }), expect.objectContaining({ name: "b.png" })],
      problems: [],
    });
    resize.mockClear();
    await preparePhotos(2, [photo("c.jpg"), photo("d.jpg"), photo("e.jpg")], resize);
    expect(resize).toHaveBeenCalledTimes(1);
  });

  it("leaves out what is not an image but keeps the images of the same pick", async () => {
    const pdf = photo("facture.pdf", 1000, "application/pdf");
    const result = await preparePhotos(0, [pdf, photo("1.jpg")], cannotDecode);
    expect(names(result.photos)).toEqual(["1.jpg"]);
    expect(result.problems).toEqual(["Seules les images sont acceptées"]);
  });
});

describe("the 10 MB limit applies to what will be sent, after resizing", () => {
  it("resizes a 12 MB phone photo and keeps it", async () => {
    const result = await preparePhotos(0, [photo("IMG_0001.png", 12 * MB, "image/png")], shrinks);
    expect(result.problems).toEqual([]);
    const [sent] = result.photos;
    expect(sent?.name).toBe("IMG_0001.jpg");
    expect(sent?.type).toBe("image/jpeg");
    expect(sent?.size).toBe(300 * 1024);
  });

  it("refuses a photo still over 10 MB after resizing, with the usual message", async () => {
    const stillHuge = async (): Promise<PhotoToSend> => ({
      blob: new Blob([new Uint8Array(10 * MB + 1)], { type: "image/jpeg" }),
      filename: "huge.jpg",
    });
    const result = await preparePhotos(0, [photo("huge.png", 40 * MB, "image/png")], stillHuge);
    expect(result).toEqual({ photos: [], problems: [PHOTO_TOO_LARGE_MESSAGE] });
  });

  it("refuses a photo that cannot be resized only if it is over 10 MB", async () => {
    const small = photo("small.heic", 3 * MB, "image/heic");
    const big = photo("big.heic", 10 * MB + 1, "image/heic");
    const exactly = photo("limit.heic", 10 * MB, "image/heic");
    const result = await preparePhotos(0, [small, big, exactly], cannotDecode);
    // The original objects are kept as they are, not copied.
    expect(result.photos).toEqual([small, exactly]);
    expect(result.photos[0]).toBe(small);
    expect(result.problems).toEqual([PHOTO_TOO_LARGE_MESSAGE]);
  });

  it("treats a resizer that fails like one that cannot decode", async () => {
    const fails = async (): Promise<PhotoToSend> => {
      throw new Error("décodage impossible");
    };
    const result = await preparePhotos(0, [photo("ok.jpg", MB), photo("big.jpg", 11 * MB)], fails);
    expect(names(result.photos)).toEqual(["ok.jpg"]);
    expect(result.problems).toEqual([PHOTO_TOO_LARGE_MESSAGE]);
  });

  it("does not let a refused photo take a place: the next one gets it", async () => {
    const chosen = [photo("1.jpg"), photo("big.heic", 11 * MB, "image/heic"), photo("3.jpg"), photo("4.jpg")];
    const result = await preparePhotos(0, chosen, cannotDecode);
    expect(names(result.photos)).toEqual(["1.jpg", "3.jpg", "4.jpg"]);
    expect(result.problems).toEqual([PHOTO_TOO_LARGE_MESSAGE]);
  });

  it("uses the real resizer by default, which keeps the original where it cannot decode (here, Node)", async () => {
    const result = await preparePhotos(0, [photo("a.jpg", 2 * MB), photo("b.jpg", 11 * MB)]);
    expect(names(result.photos)).toEqual(["a.jpg"]);
    expect(result.problems).toEqual([PHOTO_TOO_LARGE_MESSAGE]);
  });
});

describe("the message under the picker", () => {
  it("lists each reason once, or nothing", () => {
    expect(photoProblemsText([])).toBeUndefined();
    expect(photoProblemsText(["Seules les images sont acceptées", PHOTO_LIMIT_KEPT_FIRST])).toBe(
      "Seules les images sont acceptées. Maximum 3 photos autorisées : les photos en trop n'ont pas été ajoutées",
    );
  });
});
