// npm run simulators: the local stand-ins for Meta's WhatsApp Cloud API and Twilio's SMS API (decision
// 081), for the demo and the browser journeys. Start Colibri with the settings this prints.
import { startSmsSimulator } from "./sms-simulator";
import { startWhatsappSimulator } from "./whatsapp-simulator";

const env = process.env;
const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, "");
const whatsappPort = Number(env.WHATSAPP_SIMULATOR_PORT ?? 4010);
const smsPort = Number(env.SMS_SIMULATOR_PORT ?? 4011);
export const SIMULATOR_SETTINGS = {
  WHATSAPP_PHONE_NUMBER_ID: "100000000000001",
  WHATSAPP_ACCESS_TOKEN: "simulateur-jeton-whatsapp",
  WHATSAPP_APP_SECRET: "simulateur-secret-app",
  WHATSAPP_VERIFY_TOKEN: "simulateur-jeton-verification",
  TWILIO_ACCOUNT_SID: "AC00000000000000000000000000000001",
  TWILIO_AUTH_TOKEN: "simulateur-jeton-twilio",
  TWILIO_FROM: "+15005550006",
};

const whatsapp = await startWhatsappSimulator({
  port: whatsappPort,
  phoneNumberId: SIMULATOR_SETTINGS.WHATSAPP_PHONE_NUMBER_ID,
  accessToken: SIMULATOR_SETTINGS.WHATSAPP_ACCESS_TOKEN,
  appSecret: SIMULATOR_SETTINGS.WHATSAPP_APP_SECRET,
  webhookUrl: `${publicUrl}/api/webhooks/whatsapp`,
});
const sms = await startSmsSimulator({
  port: smsPort,
  accountSid: SIMULATOR_SETTINGS.TWILIO_ACCOUNT_SID,
  authToken: SIMULATOR_SETTINGS.TWILIO_AUTH_TOKEN,
  inboundUrl: `${publicUrl}/api/webhooks/sms/inbound`,
});
const settings = {
  ...SIMULATOR_SETTINGS,
  WHATSAPP_API_URL: whatsapp.url,
  SMS_API_URL: sms.url,
};
console.log(`Simulateur WhatsApp : ${whatsapp.url}  ·  Simulateur SMS : ${sms.url}`);
console.log("Lancez Colibri avec ces réglages (dans .env ou l'environnement) :\n");
for (const [name, value] of Object.entries(settings)) console.log(`${name}=${value}`);
process.on("SIGTERM", () => void Promise.all([whatsapp.close(), sms.close()]).then(() => process.exit(0)));
process.on("SIGINT", () => void Promise.all([whatsapp.close(), sms.close()]).then(() => process.exit(0)));
