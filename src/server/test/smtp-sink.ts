import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { SMTPServer } from "smtp-server";
import { createOutboxWorker, createSmtpTransport } from "../features/mail";

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on loopback (the `smtp-server` package), for e-mail tests. `failing = true`
 * makes it refuse messages with a temporary error, as a broken mail provider would.
 */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const state = { failing: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        if (state.failing) {
          const error = Object.assign(new Error("Service temporairement indisponible"), {
            responseCode: 451,
          });
          return callback(error);
        }
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A received message as its reader sees it: subject, plain text and HTML, decoded. */
export interface ReadMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** Quoted-printable to the bytes it stands for, as latin1 characters (one per byte). */
const quotedPrintableBytes = (body: string) =>
  body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_hex, byte: string) => String.fromCharCode(Number.parseInt(byte, 16)));

const decodeQuotedPrintable = (body: string) =>
  Buffer.from(quotedPrintableBytes(body), "latin1").toString("utf8");

/**
 * '=?UTF-8?Q?…?=' and '=?UTF-8?B?…?=' words of a header, joined as one text. Adjacent encoded words are
 * joined without the space between them (RFC 2047); their bytes are gathered first, so a character
 * split across two words still decodes.
 */
function decodeHeader(value: string): string {
  const bytes = value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, word: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(word, "base64").toString("latin1")
        : quotedPrintableBytes(word.replaceAll("_", " ")),
    );
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** The value of one header of a block of headers, unfolded. */
function header(headers: string, name: string): string {
  const unfolded = headers.replace(/\r?\n[ \t]+/g, " ");
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : "";
}

function decodeBody(headers: string, body: string): string {
  const encoding = header(headers, "Content-Transfer-Encoding").toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  return body;
}

const splitHead = (raw: string) => {
  const at = raw.search(/\r?\n\r?\n/);
  return { headers: raw.slice(0, at), body: raw.slice(at).replace(/^\r?\n\r?\n/, "") };
};

/** Decodes what nodemailer sent (multipart/alternative, quoted-printable or base64 parts). */
export function readMail(mail: ReceivedMail): ReadMail {
  const { headers, body } = splitHead(mail.raw);
  const boundary = /boundary="?([^";]+)"?/i.exec(header(headers, "Content-Type"))?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => splitHead(part.replace(/^\r?\n/, "")))
    : [{ headers, body }];
  const ofType = (type: string) => {
    const part = parts.find((p) => header(p.headers, "Content-Type").startsWith(type));
    return part ? decodeBody(part.headers, part.body.replace(/\r?\n$/, "")) : "";
  };
  return {
    to: mail.to,
    subject: decodeHeader(header(headers, "Subject")),
    text: ofType("text/plain").replaceAll("\r\n", "\n"),
    html: ofType("text/html"),
  };
}

/** Sends every queued e-mail of an app to the sink, as its worker would; returns how many went. */
export async function deliverOutbox(app: FastifyInstance, smtpUrl: string): Promise<number> {
  const worker = createOutboxWorker({
    db: app.database.db,
    transport: createSmtpTransport(smtpUrl, "Colibri <no-reply@colibri.example>"),
    logger: app.log,
  });
  let sent = 0;
  for (let batch = await worker.drainOnce(); batch > 0; batch = await worker.drainOnce()) sent += batch;
  return sent;
}
