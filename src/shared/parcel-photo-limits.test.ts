import { describe, expect, it } from "vitest";
import { checkPhotoCount, checkPhotoFile, MAX_PHOTOS } from "./parcel-photo-limits";

describe("photos", () => {
  it("at most 3 photos in total", () => {
    expect(MAX_PHOTOS).toBe(3);
    expect(checkPhotoCount(1, 2)).toEqual({ ok: true });
    expect(checkPhotoCount(2, 2)).toEqual({ ok: false, message: "Maximum 3 photos autorisées" });
    expect(checkPhotoCount(0, 4)).toEqual({ ok: false, message: "Maximum 3 photos autorisées" });
  });

  it("images only, at most 10 MB each", () => {
    expect(checkPhotoFile({ type: "image/jpeg", size: 10 * 1024 * 1024 })).toEqual({ ok: true });
    expect(checkPhotoFile({ type: "application/pdf", size: 1000 })).toEqual({
      ok: false,
      message: "Seules les images sont acceptées",
    });
    expect(checkPhotoFile({ type: "image/png", size: 10 * 1024 * 1024 + 1 })).toEqual({
      ok: false,
      message: "Chaque photo doit faire au plus 10 Mo",
    });
  });
});
