/**
 * For the tests of what the site e-mails (the leads, the owner's notice of a failed build): a real
 * SMTP server on loopback (smtp-server) that keeps each message it accepts, parsed (mailparser), or
 * refuses every recipient with 550 when `refuse` is set.
 */
import { simpleParser, type ParsedMail } from "mailparser";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type Smtp = { server: SMTPServer; port: number; mails: ParsedMail[] };

export async function startSmtp(options: { refuse?: boolean } = {}): Promise<Smtp> {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (options.refuse) return callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { server, port, mails };
}
