import type { AddressInfo } from 'node:net';

// smtp-server ships no type declarations: the few members the tests use are typed here.
interface SmtpError extends Error {
  responseCode?: number;
}
interface SmtpAddress {
  address: string;
}
interface SmtpSession {
  envelope: { mailFrom: SmtpAddress | false; rcptTo: SmtpAddress[] };
}
interface SmtpServerOptions {
  authOptional?: boolean;
  disabledCommands?: string[];
  logger?: boolean;
  onRcptTo?: (address: SmtpAddress, session: SmtpSession, callback: (err?: SmtpError | null) => void) => void;
  onData?: (stream: NodeJS.ReadableStream, session: SmtpSession, callback: (err?: Error | null) => void) => void;
}
interface SmtpServerInstance {
  server: { address(): AddressInfo | string | null };
  listen(port: number, host: string, cb: () => void): void;
  close(cb: () => void): void;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { SMTPServer } = require('smtp-server') as { SMTPServer: new (opts: SmtpServerOptions) => SmtpServerInstance };

export interface ReceivedMail {
  rcptTo: string[];
  raw: string;
}

/**
 * A real SMTP server on loopback (port 0). `refuse(address)` tells how to answer RCPT TO for an
 * address: null accepts, a number refuses with that reply code.
 */
export async function startSmtp(refuse: (address: string, attempt: number) => number | null = () => null) {
  const received: ReceivedMail[] = [];
  const rcptAttempts = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const n = (rcptAttempts.get(address.address) ?? 0) + 1;
      rcptAttempts.set(address.address, n);
      const code = refuse(address.address, n);
      if (code === null) return callback();
      const err: SmtpError = new Error(code >= 500 ? 'Mailbox unavailable' : 'Try again later');
      err.responseCode = code;
      return callback(err);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ rcptTo: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    rcptAttempts,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}
