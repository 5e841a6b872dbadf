import { describe, expect, it } from "vitest";
import { parseConfig } from "#server/config/config";
import { fillTemplate, RECIPIENT_TEMPLATES, smsSegments, smsText } from "#shared/parcels/parcel-messages";
import { recipientTemplateInput } from "./recipient-messages";

const CODE = "482913";
const settings = parseConfig({ PUBLIC_URL: "https://colibri.example" });
const parcel = {
  id: "pkg-01JTEST",
  toCountry: "TG",
  trackingCode: "ABCD2345EFGH",
  recipientName: "Afi Mensah",
  recipientPhone: "+22890123456",
  recipientMessagesConsent: true,
  clientName: "Ama Koffi",
  clientEmail: "ama@example.com",
  collectedByName: "Afi Mensah",
  // What the database row holds too: nothing may carry it into a message.
  collectionCode: CODE,
};

/** Every recipient template (docs/product/notifications.md#templates, decision 082). */
describe("the recipient's message templates", () => {
  const rendered = Object.entries(RECIPIENT_TEMPLATES).map(([status, template]) => {
    const params = template.params(recipientTemplateInput(parcel, settings));
    return { status, template, params, text: fillTemplate(template.body, params) };
  });

  it("never carry the collection code, whatever the template", () => {
    expect(JSON.stringify(recipientTemplateInput(parcel, settings))).not.toContain(CODE);
    for (const { text, params } of rendered) {
      expect(text).not.toContain(CODE);
      expect(params.join(" ")).not.toContain(CODE);
    }
  });

  it("fill every placeholder, and say the pickup rule word for word", () => {
    for (const { text, template, params } of rendered) {
      expect(text).not.toMatch(/\{\{\d+\}\}/);
      expect(template.body.match(/\{\{\d+\}\}/g)).toHaveLength(params.length);
    }
    expect(rendered.find((r) => r.status === "in_delivery")?.text).toContain(
      "unissez-vous du code à 6 chiffres que l'expéditeur vous a transmis et d'une pièce d'identité",
    );
  });

  it("stay in GSM-7 as SMS: one part for « En transit » and « Livré », two for the pickup's address and hours", () => {
    const parts = Object.fromEntries(
      rendered.map(({ status, text }) => [status, smsSegments(smsText(text))]),
    );
    expect(parts).toEqual({
      in_transit: expect.objectContaining({ encoding: "GSM-7", segments: 1 }),
      in_delivery: expect.objectContaining({ encoding: "GSM-7", segments: 2 }),
      delivered: expect.objectContaining({ encoding: "GSM-7", segments: 1 }),
    });
    // The measure itself: 160 GSM-7 characters are one part, one UCS-2 character makes it 70.
    expect(smsSegments("a".repeat(160)).segments).toBe(1);
    expect(smsSegments("a".repeat(161)).segments).toBe(2);
    expect(smsSegments(`${"a".repeat(70)}ê`)).toMatchObject({ encoding: "UCS-2", segments: 2 });
  });
});
