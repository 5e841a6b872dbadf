import { desc } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { emailOutbox, messageOutbox } from "#server/db/schema";
import { notFound } from "#server/http/app-error";
import { formatMomentFr, PARIS } from "#shared/french-dates";
import { escapeHtml, linksIn } from "./email-layout";

const isLoopback = (ip: string) => ip === "::1" || ip.startsWith("127.") || ip.startsWith("::ffff:127.");

/**
 * /dev/mailbox (docs/product/accounts.md#account-emails): every e-mail the product queued, newest first,
 * with clickable links, so that a newcomer can confirm an account without any mail server. Registered
 * only outside production, and answered only to this machine: a development server listening on the
 * LAN must not show everyone's confirmation and reset links.
 */
export const devMailboxRoutes: FastifyPluginAsync = async (app) => {
  app.get("/dev/mailbox", async (request, reply) => {
    if (!isLoopback(request.ip)) throw notFound();
    const messages = await app.database.db
      .select()
      .from(emailOutbox)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      // Enough that a journey finds its own e-mail while two others queue theirs (every request sends one).
      .limit(200);
    const items = messages.map((message) => {
      const links = [...new Set(linksIn(message.textBody))]
        .map((url) => `<li><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></li>`)
        .join("");
      return `<article>
<h2>${escapeHtml(message.subject)}</h2>
<p class="meta">À <strong>${escapeHtml(message.toAddress)}</strong> · ${formatMomentFr(message.createdAt, { timeZone: PARIS })} · ${escapeHtml(message.kind)} · ${escapeHtml(message.status)}</p>
${links ? `<ul>${links}</ul>` : ""}
<details><summary>Texte du message</summary><pre>${escapeHtml(message.textBody)}</pre></details>
</article>`;
    });
    // The WhatsApp, SMS and push messages beside them (decision 081), whatever channel is on.
    const phoneMessages = await app.database.db
      .select()
      .from(messageOutbox)
      .orderBy(desc(messageOutbox.createdAt), desc(messageOutbox.id))
      .limit(100);
    const phoneItems = phoneMessages.map(
      (message) => `<article class="phone">
<h2>${escapeHtml(message.channel.toUpperCase())} à ${escapeHtml(message.toAddress)}</h2>
<p class="meta">${formatMomentFr(message.createdAt, { timeZone: PARIS })} · ${escapeHtml(message.template)} · ${escapeHtml(message.state)}${message.reason ? ` · ${escapeHtml(message.reason)}` : ""}</p>
<pre>${escapeHtml(message.body)}</pre>
</article>`,
    );
    reply.header("Cache-Control", "no-store").type("text/html; charset=utf-8");
    return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Boîte de réception de développement — Colibri</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:24px auto;padding:0 16px;color:#1c1917}
article{border:1px solid #d6d3d1;border-radius:8px;padding:12px 16px;margin:12px 0}h2{font-size:17px;margin:0 0 4px}
.meta{color:#57534e;font-size:13px;margin:0 0 8px}a{color:#047857;word-break:break-all}pre{white-space:pre-wrap}</style></head>
<body><h1>Boîte de réception de développement</h1>
<p>Les e-mails ne sont pas envoyés (pas de SMTP_URL) : les voici, du plus récent au plus ancien. Cette page n'existe pas en production.</p>
${items.join("\n") || "<p>Aucun e-mail pour l'instant.</p>"}
<h1 id="messages">Messages WhatsApp, SMS et notifications</h1>
<p>Ceux que la file d'envoi a reçus, du plus récent au plus ancien, avec leur état.</p>
${phoneItems.join("\n") || "<p>Aucun message pour l'instant.</p>"}
</body></html>`;
  });
};
