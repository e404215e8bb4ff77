import type { NewsItem } from '../../../shared/types/news';
import type { NewsSendResult } from '../../../shared/types/newsAdmin';
import type { Leases } from '../../lib/leases';
import type { Mailer } from '../../plugins/mail';
import { buildNewsletterMail, newsSubject } from './newsletterMail';
import { NewsMailRepository, type OutboxRow, type Recipient } from './newsMailRepository';

/** Messages in flight at once: enough to be quick, few enough not to look like a flood to the relay. */
const CONCURRENCY = 4;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends one article to every active subscriber, one outbox row per recipient.
 *
 * Idempotent per recipient: a recipient who already received the article (a SENT row) is skipped,
 * so pressing "send" again reaches new subscribers and retries earlier failures without mailing
 * anyone twice. Each message is tried up to `retryDelaysMs.length + 1` times with growing waits;
 * a permanent refusal (SMTP 5xx) is not retried. Every attempt is recorded in the row.
 */
export class NewsletterService {
  constructor(
    private readonly repo: NewsMailRepository,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
    private readonly leases: Leases,
  ) {}

  /**
   * Sends the article, or answers null when a send of it is already under way (on any instance:
   * the send holds the lease `newsletter:<id>` in the shared database).
   */
  async send(news: NewsItem): Promise<NewsSendResult | null> {
    const lease = await this.leases.acquire(`newsletter:${news.id}`);
    if (!lease) return null;
    try {
      const recipients = await this.repo.activeRecipients();
      const existing = new Map((await this.repo.newsletterRows(news.id)).map((r) => [r.subscriberId, r]));
      const subject = newsSubject(news);
      const jobs: Array<{ row: OutboxRow; recipient: Recipient }> = [];
      let skipped = 0;
      for (const recipient of recipients) {
        const prior = existing.get(recipient.subscriberId);
        if (prior?.status === 'SENT') {
          skipped += 1;
          continue;
        }
        jobs.push({ row: await this.repo.queue(news.id, recipient, subject, prior), recipient });
      }

      let sent = 0;
      let failed = 0;
      let next = 0;
      const worker = async () => {
        while (next < jobs.length) {
          const job = jobs[next++]!;
          if (await this.deliver(news, job.row, job.recipient)) sent += 1;
          else failed += 1;
        }
      };
      await Promise.all(Array.from({ length: Math.min(CONCURRENCY, jobs.length) }, worker));
      return { sent, failed, skipped };
    } finally {
      await lease.release();
    }
  }

  private async deliver(news: NewsItem, row: OutboxRow, recipient: Recipient): Promise<boolean> {
    const message = buildNewsletterMail(news, this.publicUrl, recipient.email, recipient.unsubscribeToken);
    const delays = this.mailer.retryDelaysMs;
    for (let attempt = 0; ; attempt++) {
      const outcome = await this.mailer.send(message);
      if (outcome.ok) {
        await this.repo.recordAttempt(row.id, { ok: true });
        return true;
      }
      const final = outcome.permanent || attempt >= delays.length;
      await this.repo.recordAttempt(row.id, { ok: false, error: outcome.error, final });
      if (final) return false;
      await sleep(delays[attempt]!);
    }
  }
}
