import { once } from "node:events";
import { type AddressInfo, connect, createServer, type Server, type Socket } from "node:net";
import { SMTPServer } from "smtp-server";

/** A message as the SMTP stand-in received it: the envelope and the raw RFC 5322 bytes. */
export interface ReceivedSmtpMail {
  readonly mailFrom: string;
  readonly recipients: ReadonlyArray<string>;
  readonly raw: Buffer;
}

/** A real SMTP server on loopback, for tests: it keeps what it receives. */
export interface SmtpStandIn {
  /** `smtp://127.0.0.1:<port>`, what `SMTP_URL` would hold. */
  readonly url: string;
  readonly received: ReadonlyArray<ReceivedSmtpMail>;
  /** Recipients answered `550 5.1.1` at RCPT TO. */
  readonly refusedRecipients: Set<string>;
  /** While true, the connection is cut as soon as the client sends DATA. */
  dropOnData: boolean;
  close(): Promise<void>;
}

const listen = async (server: Server): Promise<number> => {
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return (server.address() as AddressInfo).port;
};

/**
 * Starts `smtp-server` on 127.0.0.1 behind a small TCP relay: the server accepts any sender and
 * keeps every message; the relay can cut a connection mid-transaction, as a failing network would.
 */
export const startSmtpStandIn = async (): Promise<SmtpStandIn> => {
  const received: ReceivedSmtpMail[] = [];
  const refusedRecipients = new Set<string>();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo: (address, _session, callback) => {
      if (!refusedRecipients.has(address.address)) return callback();
      return callback(
        Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected`), {
          responseCode: 550,
        }),
      );
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const mailFrom = session.envelope.mailFrom;
        received.push({
          mailFrom: mailFrom === false ? "" : mailFrom.address,
          recipients: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  const smtpPort = await listen(smtp.server);

  const sockets = new Set<Socket>();
  const standIn = {
    url: "",
    received,
    refusedRecipients,
    dropOnData: false,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => relay.close(resolve));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
  const relay = createServer((client) => {
    const upstream = connect(smtpPort, "127.0.0.1");
    sockets.add(client).add(upstream);
    client.on("data", (chunk: Buffer) => {
      if (standIn.dropOnData && /^DATA\r?\n/mu.test(chunk.toString("latin1"))) {
        client.destroy();
        upstream.destroy();
        return;
      }
      upstream.write(chunk);
    });
    upstream.on("data", (chunk: Buffer) => client.write(chunk));
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      from.on("close", () => {
        sockets.delete(from);
        to.destroy();
      });
      from.on("error", () => to.destroy());
    }
  });
  standIn.url = `smtp://127.0.0.1:${await listen(relay)}`;
  return standIn;
};
