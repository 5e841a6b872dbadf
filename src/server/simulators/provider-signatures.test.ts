import { describe, expect, it } from "vitest";
import { FEDAPAY_VECTOR, META_VECTORS, TWILIO_VECTORS } from "#server/test/webhook-signature-vectors";
import { fedapaySignatureHeader, metaHubSignature, twilioRequestSignature } from "./provider-signatures";

/**
 * The simulators sign with their own code (decision 093); it must give the providers' signatures on
 * the same independent vectors as the product's checks, or the tests that run through the simulators
 * would prove nothing.
 */
describe("the simulators' signatures", () => {
  it.each(TWILIO_VECTORS)("sign like Twilio: $source", (vector) => {
    expect(twilioRequestSignature(vector.authToken, vector.url, vector.params)).toBe(vector.signature);
  });

  it.each(META_VECTORS)("sign like Meta: $source", (vector) => {
    expect(metaHubSignature(vector.body, vector.appSecret)).toBe(vector.signature);
  });

  it("sign like FedaPay", () => {
    const { body, secret, timestamp, header } = FEDAPAY_VECTOR;
    expect(fedapaySignatureHeader(body, secret, timestamp)).toBe(header);
  });
});
