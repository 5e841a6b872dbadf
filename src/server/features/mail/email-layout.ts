/** One layout for every e-mail of the product: French, HTML and plain text, product name, one action. */
export interface EmailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print under the action (e.g. "Ce lien expire dans 1 heure"). */
  footnote?: string;
}

const PRODUCT = "Colibri";

/** The links of a plain-text body, in order (renderEmail writes each one bare on its line). */
export function linksIn(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

export function renderEmail(content: EmailContent): { subject: string; text: string; html: string } {
  const text = [
    content.heading,
    "",
    ...content.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(content.action ? [`${content.action.label} : ${content.action.url}`, ""] : []),
    ...(content.footnote ? [content.footnote, ""] : []),
    `— L'équipe ${PRODUCT}`,
  ].join("\n");

  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#047857;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold;display:inline-block">${escapeHtml(content.action.label)}</a></p>
<p style="font-size:13px;color:#57534e">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :<br><a href="${escapeHtml(content.action.url)}" style="color:#047857;word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : "";
  const html = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;background:#f5f5f4;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1c1917">
<div style="max-width:560px;margin:0 auto;padding:24px">
<p style="font-size:20px;font-weight:bold;color:#047857;margin:0 0 16px">${PRODUCT}</p>
<div style="background:#ffffff;border-radius:12px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map((paragraph) => `<p style="line-height:1.5">${escapeHtml(paragraph)}</p>`).join("\n")}
${button}
${content.footnote ? `<p style="font-size:13px;color:#57534e">${escapeHtml(content.footnote)}</p>` : ""}
</div>
<p style="font-size:12px;color:#78716c;margin-top:16px">— L'équipe ${PRODUCT}, transport de colis entre la France et le Togo.</p>
</div></body></html>`;
  return { subject: content.subject, text, html };
}
