/**
 * Webhook signatures whose expected values do not come from this repository's code (decision 093): a
 * signer and a checker written from the same misreading of a provider's rule would agree with each
 * other and pass every test. Each vector says where its expected value comes from.
 */

/**
 * Twilio's `X-Twilio-Signature`: base64 HMAC-SHA1, keyed by the auth token, of the URL followed by the
 * POST parameters sorted by name, each as name then value.
 */
export const TWILIO_VECTORS = [
  {
    source:
      "Twilio's documentation, « Webhooks security », worked example " +
      "(https://www.twilio.com/docs/usage/security#validating-requests)",
    authToken: "12345",
    url: "https://mycompany.com/myapp.php?foo=1&bar=2",
    params: {
      CallSid: "CA1234567890ABCDE",
      Caller: "+12349013030",
      Digits: "1234",
      From: "+12349013030",
      To: "+18005551212",
    },
    signature: "0/KCTR6DLpKmkAf8muzZqo1nDgQ=",
  },
  {
    source:
      "Twilio's helper libraries' own tests (twilio-php RequestValidatorTest, twilio-csharp " +
      "RequestValidatorTest: `testValidate` / `TestValidateDictionary`)",
    authToken: "12345",
    url: "https://mycompany.com/myapp.php?foo=1&bar=2",
    params: {
      To: "+18005551212",
      CallSid: "CA1234567890ABCDE",
      From: "+14158675309",
      Digits: "1234",
      Caller: "+14158675309",
    },
    signature: "RSOYDt4T1cUTdK1PDd93/VVr8B8=",
  },
  {
    source:
      "twilio-csharp RequestValidatorTest `TestValidateDictionaryMixedCase`: the URL is signed as " +
      "written, host case included",
    authToken: "12345",
    url: "https://MyCompany.com/myapp.php?foo=1&bar=2",
    params: {
      CallSid: "CA1234567890ABCDE",
      Caller: "+14158675309",
      Digits: "1234",
      From: "+14158675309",
      To: "+18005551212",
    },
    signature: "g9IN/x4Cft2g517EjYvEvM/W7LU=",
  },
  {
    source:
      "an inbound « ARRÊT » as our route receives it; computed with OpenSSL 3, not with this code: " +
      "printf '%s' 'https://colibri.example/api/webhooks/sms/inboundAccountSidACcolibri0000000000000000000000" +
      "BodyARRÊTFrom+22890112233MessageSidSM0123456789abcdef0123456789abcdefTo+33700000000' | " +
      "openssl dgst -sha1 -hmac 'twilio-auth-token-colibri' -binary | base64",
    authToken: "twilio-auth-token-colibri",
    url: "https://colibri.example/api/webhooks/sms/inbound",
    params: {
      To: "+33700000000",
      From: "+22890112233",
      Body: "ARRÊT",
      MessageSid: "SM0123456789abcdef0123456789abcdef",
      AccountSid: "ACcolibri0000000000000000000000",
    },
    signature: "XRje2KSQIFcuvFbxzGn58cVaubA=",
  },
] as const;

/**
 * Meta's `X-Hub-Signature-256` (WhatsApp Cloud API webhooks): `sha256=` and the hex HMAC-SHA256 of the
 * raw body, keyed by the app secret. Meta publishes no worked example: the expected values were
 * computed with OpenSSL 3 over the exact bytes below (UTF-8), e.g.
 * `printf '%s' "$BODY" | openssl dgst -sha256 -hmac 'colibri-meta-app-secret' -hex`.
 */
const metaStop = (word: string) =>
  `{"object":"whatsapp_business_account","entry":[{"id":"102290129340398","changes":[{"field":"messages","value":{"messaging_product":"whatsapp","messages":[{"from":"22890112233","id":"wamid.HBgLMjI4OTAxMTIyMzMVAgASGBQzQUI0","timestamp":"1764547200","type":"text","text":{"body":"${word}"}}]}}]}]}`;

export const META_VECTORS = [
  {
    source: "OpenSSL 3 (`openssl dgst -sha256 -hmac`), an inbound STOP",
    appSecret: "colibri-meta-app-secret",
    body: metaStop("STOP"),
    signature: "sha256=773311f3d6216a6f931345c5a571b13694ec7ad1436251e9c00fce6fce84d1af",
  },
  {
    source: "OpenSSL 3 (`openssl dgst -sha256 -hmac`), an inbound « ARRÊT »: the UTF-8 bytes are signed",
    appSecret: "colibri-meta-app-secret",
    body: metaStop("ARRÊT"),
    signature: "sha256=265e779675aa0b5d64e89941cb5ad742583d6df979cb2867b27cda71a63d2cf1",
  },
] as const;

/**
 * FedaPay's `x-fedapay-signature: t=<unix>,s=<hex HMAC-SHA256 of "<t>.<raw body>">`, keyed by the
 * webhook secret. FedaPay publishes no worked example: the expected value was computed with OpenSSL 3,
 * `printf '%s' "1764547200.$BODY" | openssl dgst -sha256 -hmac 'wh_sandbox_vecteur' -hex`.
 */
export const FEDAPAY_VECTOR = {
  source: "OpenSSL 3 (`openssl dgst -sha256 -hmac`)",
  secret: "wh_sandbox_vecteur",
  timestamp: 1764547200,
  body: '{"name":"transaction.approved","object":"transaction","entity":{"id":100001,"status":"approved","amount":15720}}',
  header: "t=1764547200,s=fe56847d473b47e396c94d265b377b2642f85a3fa220c3302234425b2cb8f53a",
} as const;
