import { describe, expect, it } from "vitest";
import { type ParcelMessageInput, whatsappMessage } from "./parcel-messages";
import { PARCEL_STATUSES } from "./status";

const base: ParcelMessageInput = {
  audience: "client",
  status: "in_transit",
  parcelName: "Vêtements · Paris → Lomé",
  trackingUrl: "https://colibri.example/suivi/ABCD1234EFGH",
  clientName: "Ama Koffi",
  recipientName: "Afi Mensah",
  collectionPoint: { address: ["Colibri", "Boulevard du 13 Janvier", "Lomé"], hours: ["Lun-Sam 9h00-18h00"] },
};

describe("WhatsApp messages", () => {
  it("tells the client the status, the parcel's name and the tracking link", () => {
    expect(whatsappMessage(base)).toBe(
      [
        "Bonjour Ama Koffi, votre colis « Vêtements · Paris → Lomé » est en route vers sa destination.",
        "Statut : En transit",
        "Suivi : https://colibri.example/suivi/ABCD1234EFGH",
        "— Colibri",
      ].join("\n"),
    );
  });

  it("tells the recipient where and when to collect it, and to bring the 6-digit code, once 'En livraison'", () => {
    expect(whatsappMessage({ ...base, audience: "recipient", status: "in_delivery" })).toBe(
      [
        "Bonjour Afi Mensah, Ama Koffi vous envoie un colis avec Colibri (« Vêtements · Paris → Lomé »).",
        "Il est disponible au retrait : Colibri, Boulevard du 13 Janvier, Lomé (Lun-Sam 9h00-18h00). Munissez-vous du code à 6 chiffres que Ama Koffi vous a communiqué et d'une pièce d'identité.",
        "Suivi : https://colibri.example/suivi/ABCD1234EFGH",
        "— Colibri",
      ].join("\n"),
    );
  });

  it("keeps the recipient informed before, without a collection point", () => {
    const text = whatsappMessage({ ...base, audience: "recipient", status: "received" });
    expect(text).toContain("Son statut : Reçu.");
    expect(text).not.toContain("Munissez-vous");
  });

  it("greets without a name when none is known", () => {
    const text = whatsappMessage({ ...base, clientName: null, recipientName: null, audience: "recipient" });
    expect(text.startsWith("Bonjour, un client vous envoie un colis")).toBe(true);
  });

  it.each(PARCEL_STATUSES)("has a text for the client and the recipient in status %s", (status) => {
    for (const audience of ["client", "recipient"] as const) {
      const text = whatsappMessage({ ...base, audience, status });
      expect(text).toContain(base.trackingUrl);
      expect(text).not.toContain("undefined");
    }
  });
});
