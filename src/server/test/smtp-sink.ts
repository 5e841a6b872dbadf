import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

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

/** Bytes of a quoted-printable or Q-encoded run, read back as UTF-8. */
const qpBytes = (text: string) =>
  text.replace(/(?:=[0-9A-F]{2})+/gi, (run) => Buffer.from(run.replace(/=/g, ""), "hex").toString("utf8"));

/** The subject, text part and HTML part of a message as the SMTP server received it (MIME decoded). */
export function decodeMail(raw: string): { subject: string; text: string; html: string } {
  const headerEnd = raw.indexOf("\r\n\r\n");
  const headers = raw.slice(0, headerEnd).replace(/\r\n[ \t]+/g, " ");
  const encodedSubject = /^Subject: (.*)$/im.exec(headers)?.[1] ?? "";
  // Adjacent encoded words are joined without the space between them (RFC 2047); their bytes are
  // gathered as latin1 first, so a character split across two words still decodes.
  const subjectBytes = encodedSubject
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, data: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("latin1")
        : data
            .replace(/_/g, " ")
            .replace(/=([0-9A-F]{2})/gi, (_hex, byte: string) =>
              String.fromCharCode(Number.parseInt(byte, 16)),
            ),
    );
  const subject = Buffer.from(subjectBytes, "latin1").toString("utf8");
  const boundary = /boundary="?([^";\s]+)"?/i.exec(headers)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`) : [raw];
  const bodies: Record<string, string> = {};
  for (const part of parts) {
    const end = part.indexOf("\r\n\r\n");
    const partHeaders = part.slice(0, end).replace(/\r\n[ \t]+/g, " ");
    const type = /Content-Type: text\/(plain|html)/i.exec(partHeaders)?.[1]?.toLowerCase();
    if (!type) continue;
    const body = part.slice(end + 4);
    const encoding = /Content-Transfer-Encoding: (\S+)/i.exec(partHeaders)?.[1]?.toLowerCase();
    bodies[type] =
      encoding === "base64"
        ? Buffer.from(body, "base64").toString("utf8")
        : encoding === "quoted-printable"
          ? qpBytes(body.replace(/=\r\n/g, ""))
          : body;
  }
  if (bodies.plain === undefined) throw new Error(`no text part in:\n${raw}`);
  return { subject, text: bodies.plain, html: bodies.html ?? "" };
}
