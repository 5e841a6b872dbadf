import { describe, expect, it } from "vitest";
import { DROPOFF_ADDRESS_LABEL, DROPOFF_HOURS_LABEL, DROPOFF_PLACE_LABEL, dropoffRows } from "./dropoff";

const premises = {
  receptionAddressFr: ["Colibri", "1 rue de l'Exemple", "75000 Paris", "France"],
  receptionAddressTg: ["Colibri", "Boulevard de l'Exemple", "Lomé", "Togo"],
  receptionHoursFr: ["Lun-Ven 9 h – 18 h", "Sam 9 h – 13 h"],
  receptionHoursTg: ["Lun-Sam 9 h – 18 h"],
};
const labels = (rows: { label: string }[]) => rows.map((row) => row.label);

describe("the drop-off's street and opening hours (decision 101)", () => {
  it("adds the reception address and the hours of the departure's country under a place named only", () => {
    const rows = dropoffRows({ place: "Entrepôt Colibri, Paris", deadline: null }, "FR", premises);
    expect(rows).toEqual([
      { label: DROPOFF_PLACE_LABEL, value: "Entrepôt Colibri, Paris" },
      { label: DROPOFF_ADDRESS_LABEL, value: "Colibri, 1 rue de l'Exemple, 75000 Paris, France" },
      // Each day's hours in one piece: a narrow screen breaks between days only.
      {
        label: DROPOFF_HOURS_LABEL,
        value: "Lun-Ven\u00a09\u00a0h\u00a0–\u00a018\u00a0h · Sam\u00a09\u00a0h\u00a0–\u00a013\u00a0h",
      },
    ]);
    expect(dropoffRows({ place: "Agence", deadline: null }, "TG", premises)[1]?.value).toContain("Lomé");
  });

  it("leaves the address out when the place already holds its street, and adds nothing elsewhere", () => {
    const written = { place: "Colibri, 1 rue de l'Exemple, 75000 Paris", deadline: null };
    expect(labels(dropoffRows(written, "FR", premises))).toEqual([DROPOFF_PLACE_LABEL, DROPOFF_HOURS_LABEL]);
    expect(labels(dropoffRows({ place: "Agence de Dakar", deadline: null }, "SN", premises))).toEqual([
      DROPOFF_PLACE_LABEL,
    ]);
    expect(dropoffRows({ place: null, deadline: null }, "FR", premises)).toEqual([]);
    // Without the configuration (an e-mail that has none): the place alone, as before.
    expect(labels(dropoffRows({ place: "Entrepôt", deadline: null }, "FR"))).toEqual([DROPOFF_PLACE_LABEL]);
  });
});
