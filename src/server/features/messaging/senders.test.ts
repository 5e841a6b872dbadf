import { describe, expect, it } from "vitest";
import { parseConfig } from "#server/config/config";
import { channelSendersFromConfig, phoneChannelsOn } from "./senders";

const WHATSAPP = {
  WHATSAPP_PHONE_NUMBER_ID: "1098765432",
  WHATSAPP_ACCESS_TOKEN: "jeton",
  WHATSAPP_APP_SECRET: "secret",
  WHATSAPP_VERIFY_TOKEN: "verification",
};
const TWILIO = { TWILIO_ACCOUNT_SID: "AC1", TWILIO_AUTH_TOKEN: "jeton", TWILIO_FROM: "+15005550006" };

/** Which channels an instance sends on, from its settings (decision 081). */
describe("the message channels' settings", () => {
  it("are off without settings: nothing sends, the wa.me links stay", () => {
    const config = parseConfig({});
    expect(channelSendersFromConfig(config)).toEqual({});
    expect(phoneChannelsOn(config)).toEqual([]);
  });

  it("turn a channel on with all of its settings, WhatsApp first", () => {
    expect(phoneChannelsOn(parseConfig(TWILIO))).toEqual(["sms"]);
    const both = parseConfig({ ...WHATSAPP, ...TWILIO });
    expect(phoneChannelsOn(both)).toEqual(["whatsapp", "sms"]);
    expect(Object.keys(channelSendersFromConfig(both))).toEqual(["whatsapp", "sms"]);
  });

  it("refuse half a channel at boot, naming what is missing", () => {
    expect(() => parseConfig({ WHATSAPP_PHONE_NUMBER_ID: "1098765432" })).toThrow(
      /WHATSAPP_ACCESS_TOKEN est obligatoire avec WHATSAPP_PHONE_NUMBER_ID/,
    );
    expect(() => parseConfig({ TWILIO_ACCOUNT_SID: "AC1", TWILIO_AUTH_TOKEN: "x" })).toThrow(
      /TWILIO_FROM est obligatoire avec TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN/,
    );
  });
});
