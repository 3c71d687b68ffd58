import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll } from "vitest";

export const SMTP_USER = "plataforma";
export const SMTP_PASSWORD = "senha-do-smtp-de-testes";

export type ReceivedMail = {
  parsed: ParsedMail;
  raw: string;
  envelope: { from: string; to: string[] };
  user: string | undefined;
};

/** What the server answers the next message's DATA: accept (250), refuse with an SMTP code, or never answer. */
export type SmtpAnswer = "accept" | { code: number; message: string } | "hold";

/**
 * A real SMTP server (smtp-server from npm) on 127.0.0.1 that requires the login SMTP_USER /
 * SMTP_PASSWORD. It keeps every message whose DATA it accepted (`accepted`) and every message it
 * read at all (`received`), answering each with the next of `answers` (then "accept").
 */
export async function startSmtpServer() {
  const accepted: ReceivedMail[] = [];
  const received: ReceivedMail[] = [];
  const answers: SmtpAnswer[] = [];
  const waiters: (() => void)[] = [];
  const held: ((answer: "accept" | { code: number; message: string }) => void)[] = [];
  const server = new SMTPServer({
    // Plain SMTP on loopback: nodemailer does not try STARTTLS when the server does not offer it.
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authMethods: ["PLAIN", "LOGIN"],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: auth.username });
      else callback(Object.assign(new Error("Invalid username or password"), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => void deliver());
      const deliver = async () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        };
        const mail = { parsed: await simpleParser(raw), raw, envelope, user: session.user as string | undefined };
        received.push(mail);
        waiters.splice(0).forEach((wake) => wake());
        const reply = (answer: "accept" | { code: number; message: string }) => {
          if (answer !== "accept")
            return callback(Object.assign(new Error(answer.message), { responseCode: answer.code }));
          accepted.push(mail);
          callback();
        };
        const answer = answers.shift() ?? "accept";
        if (answer === "hold") held.push(reply);
        else reply(answer);
      };
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    url: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`,
    accepted,
    received,
    answers,
    /** Answers the messages held so far (their sender may be gone). */
    release(answer: "accept" | { code: number; message: string }) {
      held.splice(0).forEach((reply) => reply(answer));
    },
    /** Resolves once the server has read `count` messages in all. */
    async receivedCount(count: number, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`the SMTP server read ${received.length} messages, not ${count}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
  };
}
