// A real SMTP server for tests (smtp-server, parsed with mailparser): the test starts it, hands
// its URL to the stack as SMTP_URL, and reads what upstream's mailer delivered. A message is kept
// before the SMTP transaction ends, so once the HTTP call that sent it has answered, it is here.
// With a folder, each message is also written there as JSON, for readers in other processes
// (Playwright's workers); readMailFolder reads them.
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SinkMail {
  /** The envelope's recipients, lower-cased. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string | null;
  /** The message as it came over the wire. */
  raw: string;
  /** Order of arrival, across the sink's whole life. */
  sequence: number;
}

export interface SmtpSink {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  /** Every message to `email`, newest first. */
  messagesTo(email: string): SinkMail[];
  stop(): Promise<void>;
}

const isTo = (email: string) => (mail: SinkMail) => mail.to.includes(email.trim().toLowerCase());
const newestFirst = (a: SinkMail, b: SinkMail) => b.sequence - a.sequence;

/**
 * `port`: listen there rather than on a free port (a test that points SMTP_URL at a relay that is
 * down, then brings the relay up at that address).
 */
export async function startSmtpSink({ folder, port: wantedPort = 0 }: { folder?: string; port?: number } = {}): Promise<SmtpSink> {
  const received: SinkMail[] = [];
  if (folder) mkdirSync(folder, { recursive: true });
  const server = new SMTPServer({
    // A local sink: no TLS to negotiate, no credentials to check, no log lines.
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    async onData(stream, session, callback) {
      try {
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        const raw = Buffer.concat(chunks).toString('utf8');
        const parsed = await simpleParser(raw);
        const mail: SinkMail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: parsed.html || null,
          raw,
          sequence: received.length,
        };
        received.push(mail);
        if (folder) {
          // Written aside, then renamed: a reader in another process never sees half a message.
          const file = path.join(folder, `${String(mail.sequence).padStart(6, '0')}.json`);
          writeFileSync(`${file}.partial`, JSON.stringify(mail));
          renameSync(`${file}.partial`, file);
        }
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(wantedPort, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messagesTo: (email) => received.filter(isTo(email)).sort(newestFirst),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Every message to `email` that a sink wrote to `folder`, newest first. */
export function readMailFolder(folder: string, email: string): SinkMail[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as SinkMail)
    .filter(isTo(email))
    .sort(newestFirst);
}

/** The first link in the newest mail of `messages` that matches `pattern`. */
export function latestLinkIn(messages: SinkMail[], pattern: RegExp): string {
  const link = messages[0]?.text.match(pattern)?.[0];
  if (!link) throw new Error(`no mail with a link matching ${pattern}`);
  return link;
}
