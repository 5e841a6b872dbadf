import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Config } from "#server/config/config";
import type { Db } from "#server/db/database";
import { newId } from "#server/db/ids";
import { users, verifications } from "#server/db/schema";
import { enqueueEmail } from "#server/features/mail";
import { signInAlertMessage, signInLinkMessage } from "./account-emails";
import { accountEventCount, countAccountEvent } from "./account-rate-limit";

/**
 * The lockout that spares the owner (decision 038, docs/product/accounts.md#sign-in-link). Failed
 * password sign-ins are counted per account, only when Better Auth says the password was wrong.
 * From the 10th in a window of 15 minutes on, the account's password sign-ins are no longer checked:
 * whatever the password, the answer says a sign-in link was sent, and the owner gets one e-mail per
 * window with a link that signs them in. The attacker's guesses stop there; the owner is never shut out.
 */
export const SIGN_IN_FAILURE_WINDOW_SECONDS = 15 * 60;
export const SIGN_IN_FAILURES_BEFORE_LINK = 10;
export const SIGN_IN_LINK_TTL_SECONDS = 15 * 60;

/** Same answer whether the account exists or not, and whether the password was right or wrong. */
export const SIGN_IN_LINK_SENT_MESSAGE =
  "Pour votre sécurité, après plusieurs tentatives infructueuses, la connexion par mot de passe est suspendue pour ce compte pendant 15 minutes au plus. Si cette adresse correspond à un compte, un lien de connexion vient d'y être envoyé : ouvrez-le pour vous connecter.";

/** Where the link lands: home signed in; a used or expired link lands on /login with a notice. */
export const SIGN_IN_LINK_CALLBACK = "/";
export const SIGN_IN_LINK_ERROR_CALLBACK = "/login?link=invalid";

const failuresKey = (email: string) => `sign-in-failed:${email}`;
const alertKey = (email: string) => `sign-in-link:${email}`;

/** True once the account has had `max` failed sign-ins in the current window. */
export async function signInNeedsLink(db: Db, email: string, max: number, now = Date.now()) {
  return (await accountEventCount(db, failuresKey(email), SIGN_IN_FAILURE_WINDOW_SECONDS, now)) >= max;
}

/** Counts one failed sign-in (Better Auth answered "wrong e-mail or password"). */
export async function recordFailedSignIn(db: Db, email: string, now = Date.now()) {
  await countAccountEvent(db, failuresKey(email), SIGN_IN_FAILURE_WINDOW_SECONDS, now);
}

/**
 * The magic-link plugin's token, as it stores it (`storeToken: "hashed"` in auth.ts): the database
 * holds only the SHA-256 of the token the e-mail carries.
 */
function storedToken(token: string) {
  return createHash("sha256").update(token).digest("base64url");
}

/**
 * Sends the window's one sign-in link to the account of `email`, if it has one and none was sent in
 * this window. One transaction: the window's claim, the link's token and the e-mail in the outbox
 * commit together, and concurrent attempts see the claim taken.
 *
 * An account with two-step sign-in gets no link (it would skip the code): its password is still
 * checked, since a right password alone opens nothing, and the owner gets the window's one alert
 * without a link. Answers "two-factor" for such an account, so that the sign-in goes on.
 */
export async function sendSignInLinkOnce(
  db: Db,
  config: Config,
  email: string,
  now = Date.now(),
): Promise<"link" | "two-factor"> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ name: users.name, email: users.email, twoFactorEnabled: users.twoFactorEnabled })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    if (!user) return "link";
    const outcome = user.twoFactorEnabled ? "two-factor" : "link";
    if ((await countAccountEvent(tx, alertKey(email), SIGN_IN_FAILURE_WINDOW_SECONDS, now)) !== 1)
      return outcome;
    if (user.twoFactorEnabled) {
      await enqueueEmail(tx, signInAlertMessage(user, user.email, `${config.PUBLIC_URL}/profile`));
      return outcome;
    }
    const token = randomBytes(32).toString("base64url");
    await tx.insert(verifications).values({
      id: newId(),
      identifier: `magic-link:${storedToken(token)}`,
      value: JSON.stringify({ type: "magic-link", email: user.email }),
      expiresAt: new Date(now + SIGN_IN_LINK_TTL_SECONDS * 1000),
    });
    const url = new URL("/api/auth/magic-link/verify", config.PUBLIC_URL);
    url.searchParams.set("token", token);
    url.searchParams.set("callbackURL", SIGN_IN_LINK_CALLBACK);
    url.searchParams.set("errorCallbackURL", SIGN_IN_LINK_ERROR_CALLBACK);
    await enqueueEmail(tx, signInLinkMessage(user, user.email, url.toString()));
    return outcome;
  });
}
