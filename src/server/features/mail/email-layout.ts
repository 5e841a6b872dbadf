/**
 * A titled block after the paragraphs: a few lines, then label/value rows (an order's facts, how to
 * pay). `highlight` sets it on a tinted background, for what the reader must copy exactly.
 */
export interface EmailSection {
  title: string;
  lines?: string[];
  rows?: { label: string; value: string }[];
  highlight?: boolean;
}

/** One layout for every e-mail of the product: French, HTML and plain text, product name, one action. */
export interface EmailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  sections?: EmailSection[];
  action?: { label: string; url: string };
  /** Further links under the action, each with what it is for. */
  links?: { label: string; url: string; note?: string }[];
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

const sectionText = (section: EmailSection) => [
  section.title.toUpperCase(),
  ...(section.lines ?? []),
  ...(section.rows ?? []).map((row) => `${row.label}\u00a0: ${row.value}`),
  "",
];

function sectionHtml(section: EmailSection): string {
  const box = section.highlight
    ? "background:#ecfdf5;border-radius:8px;padding:12px 16px;margin:16px 0"
    : "margin:16px 0";
  const lines = (section.lines ?? []).map(
    (line) => `<p style="line-height:1.5;margin:0 0 8px">${escapeHtml(line)}</p>`,
  );
  const rows = (section.rows ?? []).map(
    (row) =>
      `<tr><td style="padding:4px 12px 4px 0;color:#57534e;vertical-align:top">${escapeHtml(row.label)}</td><td style="padding:4px 0;font-weight:bold;vertical-align:top;word-break:break-word">${escapeHtml(row.value)}</td></tr>`,
  );
  return `<div style="${box}">
<h2 style="font-size:16px;margin:0 0 8px">${escapeHtml(section.title)}</h2>
${lines.join("\n")}${rows.length ? `<table role="presentation" style="border-collapse:collapse;font-size:15px">${rows.join("")}</table>` : ""}
</div>`;
}

const linkHtml = (link: NonNullable<EmailContent["links"]>[number]) =>
  `<p style="font-size:14px;line-height:1.5">${escapeHtml(link.label)}\u00a0:<br><a href="${escapeHtml(link.url)}" style="color:#047857;word-break:break-all">${escapeHtml(link.url)}</a>${link.note ? `<br><span style="color:#57534e">${escapeHtml(link.note)}</span>` : ""}</p>`;

export function renderEmail(content: EmailContent): { subject: string; text: string; html: string } {
  const text = [
    content.heading,
    "",
    ...content.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(content.sections ?? []).flatMap(sectionText),
    ...(content.action ? [`${content.action.label} : ${content.action.url}`, ""] : []),
    ...(content.links ?? []).flatMap((link) => [
      `${link.label}\u00a0: ${link.url}`,
      ...(link.note ? [link.note] : []),
      "",
    ]),
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
${(content.sections ?? []).map(sectionHtml).join("\n")}
${button}
${(content.links ?? []).map(linkHtml).join("\n")}
${content.footnote ? `<p style="font-size:13px;color:#57534e">${escapeHtml(content.footnote)}</p>` : ""}
</div>
<p style="font-size:12px;color:#78716c;margin-top:16px">— L'équipe ${PRODUCT}, transport de colis entre la France et le Togo.</p>
</div></body></html>`;
  return { subject: content.subject, text, html };
}
