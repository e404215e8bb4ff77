import fp from 'fastify-plugin';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';

/** What a delivery attempt returned: accepted, or refused with the reason and whether to try again. */
export type MailOutcome = { ok: true; messageId: string } | { ok: false; error: string; permanent: boolean };

export interface Mailer {
  /** 'smtp' when SMTP_URL is set; 'log' when messages only go to the outbox table and the log. */
  readonly mode: 'smtp' | 'log';
  readonly from: string;
  /** Waits before the 2nd, 3rd … attempt of a refused message (its length + 1 = attempts). */
  retryDelaysMs: number[];
  send(message: SendMailOptions): Promise<MailOutcome>;
  close(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * An SMTP reply code 5xx is a permanent refusal (unknown mailbox, policy): trying again would
 * only repeat it. 4xx replies and network errors are transient and worth another attempt.
 */
function classify(err: unknown): { error: string; permanent: boolean } {
  const e = err as { responseCode?: number; response?: string; message?: string; code?: string };
  const error = (e.response ?? e.message ?? String(err)).slice(0, 500);
  return { error, permanent: typeof e.responseCode === 'number' && e.responseCode >= 500 };
}

export function createMailer(smtpUrl: string | null, publicUrl: string, log: { info: (o: object, m: string) => void }): Mailer {
  const host = new URL(publicUrl).hostname || 'localhost';
  const from = `"Bản tin Sở hữu trí tuệ" <no-reply@${host}>`;
  // Without SMTP_URL nodemailer's JSON transport builds the message without sending it; the
  // outbox row and the log line are then the record (docs/operations.md, "Mail").
  const transport: Transporter = smtpUrl
    ? nodemailer.createTransport(smtpUrl, { from })
    : nodemailer.createTransport({ jsonTransport: true } as Parameters<typeof nodemailer.createTransport>[0], { from });
  const mailer: Mailer = {
    mode: smtpUrl ? 'smtp' : 'log',
    from,
    retryDelaysMs: [1000, 5000],
    async send(message) {
      try {
        const info = await transport.sendMail(message);
        if (!smtpUrl) log.info({ to: message.to, subject: message.subject }, 'mail recorded (no SMTP_URL): not sent');
        const rejected = (info.rejected ?? []) as unknown[];
        if (rejected.length) return { ok: false, error: `Bị từ chối: ${rejected.map(String).join(', ')}`, permanent: false };
        return { ok: true, messageId: String(info.messageId ?? '') };
      } catch (err) {
        return { ok: false, ...classify(err) };
      }
    },
    close: () => transport.close(),
  };
  return mailer;
}

/** Decorates `app.mailer`: nodemailer over SMTP_URL, or the log-only transport when it is unset. */
export default fp(
  async (app) => {
    const mailer = createMailer(app.config.smtpUrl, app.config.publicUrl, app.log);
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mail' },
);
