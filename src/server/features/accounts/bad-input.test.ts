import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cookieHeader,
  emailCount,
  NEW_PASSWORD,
  PASSWORD,
  rawPost,
  signUp,
} from "#server/test/accounts-test-kit";
import { createTestApp, type TestApp } from "#server/test/test-app";
import { confirmedUser, type TestBrowser } from "#server/test/test-browser";
import {
  COMMON_PASSWORD_MESSAGE,
  CURRENT_PASSWORD_REQUIRED,
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  EMAIL_TOO_LONG,
  NAME_REQUIRED,
  NAME_TOO_LONG,
  PASSWORD_MISMATCH,
  PASSWORD_TOO_LONG,
  passwordTooShortMessage,
  SIGN_IN_FAILED,
} from "#shared/accounts";
import { GENERIC_MESSAGES } from "#shared/api-error";
import {
  PASSWORD_FROM_EMAIL_MESSAGE,
  PASSWORD_FROM_NAME_MESSAGE,
  PASSWORD_FROM_PRODUCT_MESSAGE,
} from "#shared/guessable-passwords";

/**
 * Every body a script could send to the account endpoints: each gets 400 and a French
 * message, never a 500 and never Better Auth's English.
 */

const SHORT = passwordTooShortMessage(8);
const INVALID_LINK = "Ce lien est invalide ou a expiré. Demandez-en un nouveau.";
const NOT_AN_OBJECT = /^Entrée invalide\u00a0: objet attendu, .+ reçu$/;
const TEN_KB = "é".repeat(10 * 1024);

interface FieldRule {
  wrongType: string;
  tooLong: string;
  malformed?: [string, string];
  short?: string;
  common?: string;
  mismatched?: string;
}
const email: FieldRule = {
  wrongType: EMAIL_REQUIRED,
  tooLong: EMAIL_TOO_LONG,
  malformed: ["a b@mail.com", EMAIL_INVALID],
};
const newPassword: FieldRule = {
  wrongType: SHORT,
  tooLong: PASSWORD_TOO_LONG,
  short: SHORT,
  common: COMMON_PASSWORD_MESSAGE,
};
const confirmPassword: FieldRule = {
  wrongType: PASSWORD_MISMATCH,
  tooLong: PASSWORD_MISMATCH,
  mismatched: PASSWORD_MISMATCH,
};

interface Endpoint {
  url: string;
  valid: Record<string, string>;
  fields: Record<string, FieldRule>;
  /** The message for `{}` (and for no body at all). */
  empty: string;
  notAnObject: RegExp | string;
}

const ENDPOINTS: Endpoint[] = [
  {
    url: "/api/auth/sign-up/email",
    valid: { email: "nouveau@mail.com", password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    fields: { email, password: newPassword, confirmPassword },
    empty: EMAIL_REQUIRED,
    notAnObject: NOT_AN_OBJECT,
  },
  {
    url: "/api/auth/sign-in/email",
    valid: { email: "ama@mail.com", password: PASSWORD },
    fields: { email, password: { wrongType: SIGN_IN_FAILED, tooLong: SIGN_IN_FAILED } },
    empty: EMAIL_REQUIRED,
    notAnObject: NOT_AN_OBJECT,
  },
  {
    url: "/api/auth/request-password-reset",
    valid: { email: "ama@mail.com" },
    fields: { email },
    empty: EMAIL_REQUIRED,
    notAnObject: NOT_AN_OBJECT,
  },
  {
    url: "/api/auth/reset-password",
    valid: { token: "jeton-invente", password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    fields: {
      token: { wrongType: INVALID_LINK, tooLong: INVALID_LINK },
      password: newPassword,
      confirmPassword,
    },
    empty: INVALID_LINK,
    notAnObject: INVALID_LINK,
  },
  {
    url: "/api/auth/update-user",
    valid: { name: "Ama Mensah" },
    fields: { name: { wrongType: NAME_REQUIRED, tooLong: NAME_TOO_LONG } },
    empty: NAME_REQUIRED,
    notAnObject: NOT_AN_OBJECT,
  },
  {
    url: "/api/auth/change-email",
    valid: { email: "nouvelle@mail.com" },
    fields: { email },
    empty: EMAIL_REQUIRED,
    notAnObject: NOT_AN_OBJECT,
  },
  {
    url: "/api/auth/change-password",
    valid: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    fields: {
      currentPassword: { wrongType: CURRENT_PASSWORD_REQUIRED, tooLong: PASSWORD_TOO_LONG },
      newPassword,
      confirmPassword,
    },
    empty: CURRENT_PASSWORD_REQUIRED,
    notAnObject: NOT_AN_OBJECT,
  },
];

interface Case {
  url: string;
  label: string;
  /** JSON text sent as is; undefined sends no body and no content type. */
  payload: string | undefined;
  expected: string | RegExp;
  field?: string;
}

function casesOf(endpoint: Endpoint): Case[] {
  const { url, valid } = endpoint;
  const cases: Case[] = [
    { url, label: "no body at all", payload: undefined, expected: endpoint.empty },
    { url, label: "an empty JSON body", payload: "", expected: GENERIC_MESSAGES.badRequest },
    { url, label: "broken JSON", payload: '{"email": ', expected: GENERIC_MESSAGES.badRequest },
    { url, label: "{}", payload: "{}", expected: endpoint.empty },
    { url, label: "null", payload: "null", expected: endpoint.empty },
    ...["[]", "42", '"texte"'].map((payload) => ({
      url,
      label: payload,
      payload,
      expected: endpoint.notAnObject,
    })),
    {
      url,
      label: 'an unknown field role : "admin"',
      payload: JSON.stringify({ ...valid, role: "admin" }),
      expected: 'Clé non reconnue : "role"',
    },
  ];
  for (const [field, rule] of Object.entries(endpoint.fields)) {
    const withField = (value: unknown) => JSON.stringify({ ...valid, [field]: value });
    for (const [name, value] of [
      ["a number", 42],
      ["an array", ["x"]],
      ["null", null],
    ] as const) {
      cases.push({
        url,
        field,
        label: `${field} as ${name}`,
        payload: withField(value),
        expected: rule.wrongType,
      });
    }
    cases.push({
      url,
      field,
      label: `a 10 KB ${field}`,
      payload: withField(`${TEN_KB}@mail.com`),
      expected: rule.tooLong,
    });
    if (rule.malformed)
      cases.push({
        url,
        field,
        label: `a malformed ${field}`,
        payload: withField(rule.malformed[0]),
        expected: rule.malformed[1],
      });
    if (rule.short)
      cases.push({
        url,
        field,
        label: `a 7-character ${field}`,
        payload: JSON.stringify({ ...valid, [field]: "Abc-123", confirmPassword: "Abc-123" }),
        expected: rule.short,
      });
    for (const common of rule.common ? ["password123", "azertyuiop"] : []) {
      cases.push({
        url,
        field,
        label: `the common ${field} "${common}"`,
        payload: JSON.stringify({ ...valid, [field]: common, confirmPassword: common }),
        expected: rule.common as string,
      });
    }
    if (rule.mismatched)
      cases.push({
        url,
        field,
        label: "a mismatched confirmation",
        payload: withField("Autre-Chose-2026"),
        expected: rule.mismatched,
      });
  }
  return cases;
}

describe("bad input to the account endpoints", () => {
  let t: TestApp;
  let browser: TestBrowser;
  beforeAll(async () => {
    t = await createTestApp();
    browser = await confirmedUser(t.app, "ama@mail.com");
  });
  afterAll(() => t.close());

  it.each(ENDPOINTS.flatMap(casesOf))("$url refuses $label with 400 and a French message", async (c) => {
    const response = await rawPost(t.app, c.url, c.payload, { cookie: cookieHeader(browser) });
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    const message = c.field ? (body.fieldErrors?.[c.field] ?? body.message) : body.message;
    if (typeof c.expected === "string") expect(message).toBe(c.expected);
    else expect(message).toMatch(c.expected);
  });

  it("leaves the account untouched after all that", async () => {
    expect(await browser.me()).toMatchObject({ email: "ama@mail.com", name: "ama", role: "client" });
  });

  it("sign-out and resend ignore their body: no 500, and the link goes only to the account's own address", async () => {
    const unconfirmed = await signUp(t.app, "kofi@mail.com");
    await unconfirmed.post("/api/auth/sign-in/email", { email: "kofi@mail.com", password: PASSWORD });
    const resend = await unconfirmed.post("/api/auth/send-verification-email", {
      email: "pirate@evil.example",
    });
    expect(resend.statusCode).toBe(200);
    expect(await emailCount(t.app, "pirate@evil.example")).toBe(0);
    expect(await emailCount(t.app, "kofi@mail.com")).toBe(2);
    for (const payload of [undefined, "null", "[]", JSON.stringify({ role: "admin", userId: "x" })]) {
      const response = await rawPost(t.app, "/api/auth/sign-out", payload);
      expect(response.statusCode, `${payload}: ${response.body}`).toBeLessThan(500);
    }
  });

  it("refuses at sign-up, reset and change a password built on the product's name or the account's e-mail or name, saying which", async () => {
    const signUpWith = (email: string, password: string, name?: string) =>
      rawPost(
        t.app,
        "/api/auth/sign-up/email",
        JSON.stringify({ email, password, confirmPassword: password, name }),
      );
    for (const [email, password, name, message] of [
      ["yao@mail.com", "colibri2026", undefined, PASSWORD_FROM_PRODUCT_MESSAGE],
      ["yao.mensah@mail.com", "Mensah-2026!", undefined, PASSWORD_FROM_EMAIL_MESSAGE],
      ["koffi.lome@mail.tg", "Koffi-Lome-2026!", undefined, PASSWORD_FROM_EMAIL_MESSAGE],
      ["yao@mail.com", "Afi.Mensah99", "Afi Mensah", PASSWORD_FROM_NAME_MESSAGE],
    ] as const) {
      const response = await signUpWith(email, password, name);
      expect(response.statusCode, password).toBe(400);
      expect(response.json().fieldErrors.password, password).toBe(message);
    }
    expect((await signUpWith("yao@mail.com", "Mensah-Baobab-26", "Yao Mensah")).statusCode).toBe(200);

    // The form does not hold the account's e-mail: the server adds it (ama@mail.com).
    const changeTo = (newPassword: string) =>
      rawPost(
        t.app,
        "/api/auth/change-password",
        JSON.stringify({ currentPassword: PASSWORD, newPassword, confirmPassword: newPassword }),
        { cookie: cookieHeader(browser) },
      );
    for (const [newPassword, message] of [
      ["Ama-Mail-2026!", PASSWORD_FROM_EMAIL_MESSAGE],
      ["Colibri-2026!", PASSWORD_FROM_PRODUCT_MESSAGE],
      ["azertyuiop", COMMON_PASSWORD_MESSAGE],
    ] as const) {
      const change = await changeTo(newPassword);
      expect(change.statusCode, newPassword).toBe(400);
      expect(change.json().fieldErrors.newPassword, newPassword).toBe(message);
    }
    const reset = await rawPost(
      t.app,
      "/api/auth/reset-password",
      JSON.stringify({ token: "un-jeton", password: "Colibri-2026!", confirmPassword: "Colibri-2026!" }),
    );
    expect(reset.json().fieldErrors.password).toBe(PASSWORD_FROM_PRODUCT_MESSAGE);
  });
});
