import { SMTPServer } from "smtp-server";

/** A message an SMTP sink received: its recipients and its raw text. */
export type SunkMail = { to: string[]; raw: string };

/**
 * A real SMTP server on loopback for tests (server and e2e): it keeps every message in
 * `received`, or, with `refuse`, refuses every recipient.
 */
export function startSmtpSink(
  port: number,
  received: SunkMail[],
  { refuse = false }: { refuse?: boolean } = {},
): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      callback(refuse ? new Error(`mailbox ${address.address} unavailable`) : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  return new Promise<SMTPServer>((resolve) =>
    server.listen(port, "127.0.0.1", () => resolve(server)),
  );
}
