import { describe, expect, it } from "vitest";
import { META_VECTORS, TWILIO_VECTORS } from "#server/test/webhook-signature-vectors";
import { twilioSignature, twilioSignatureValid } from "./sms-channel";
import { whatsappSignature, whatsappSignatureValid } from "./whatsapp-channel";

/**
 * The product's checks of Twilio's and Meta's webhook signatures against vectors that do not come from
 * this code (decision 093): Twilio's published example and its libraries' test vectors, and values
 * computed with OpenSSL for Meta, which publishes none. A wrong algorithm, encoding or parameter order
 * fails here even if the simulators were wrong the same way.
 */
describe("Twilio's X-Twilio-Signature, on independent vectors", () => {
  it.each(TWILIO_VECTORS)("accepts the signature from $source", (vector) => {
    expect(twilioSignature(vector.authToken, vector.url, vector.params)).toBe(vector.signature);
    expect(twilioSignatureValid(vector.authToken, vector.url, vector.params, vector.signature)).toBe(true);
  });

  it("refuses the same signature for another value, URL, token, or a header cut short", () => {
    const [vector] = TWILIO_VECTORS;
    const valid = (
      url: string,
      params: Record<string, string>,
      token: string = vector.authToken,
      header: string = vector.signature,
    ) => twilioSignatureValid(token, url, params, header);
    expect(valid(vector.url, { ...vector.params, Digits: "9999" })).toBe(false);
    expect(valid(`${vector.url}&baz=3`, vector.params)).toBe(false);
    expect(valid(vector.url, vector.params, "54321")).toBe(false);
    expect(valid(vector.url, vector.params, vector.authToken, vector.signature.slice(0, -1))).toBe(false);
    expect(valid(vector.url, vector.params, vector.authToken, "")).toBe(false);
  });
});

describe("Meta's X-Hub-Signature-256, on independent vectors", () => {
  it.each(META_VECTORS)("accepts the signature from $source", (vector) => {
    expect(whatsappSignature(Buffer.from(vector.body, "utf8"), vector.appSecret)).toBe(vector.signature);
    expect(whatsappSignatureValid(Buffer.from(vector.body, "utf8"), vector.signature, vector.appSecret)).toBe(
      true,
    );
  });

  it("refuses it for another body, another secret, without its prefix or in capitals", () => {
    const [vector] = META_VECTORS;
    const body = Buffer.from(vector.body, "utf8");
    expect(whatsappSignatureValid(Buffer.from(`${vector.body} `), vector.signature, vector.appSecret)).toBe(
      false,
    );
    expect(whatsappSignatureValid(body, vector.signature, "another-secret")).toBe(false);
    expect(whatsappSignatureValid(body, vector.signature.slice("sha256=".length), vector.appSecret)).toBe(
      false,
    );
    expect(whatsappSignatureValid(body, vector.signature.replace("sha256=", "sha1="), vector.appSecret)).toBe(
      false,
    );
  });
});
