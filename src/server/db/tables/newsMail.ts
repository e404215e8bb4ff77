import type { Generated } from 'kysely';
import type { OutboxStatus } from '../../../shared/types/newsAdmin';

export interface OutboxTable {
  id: Generated<number>;
  kind: 'NEWSLETTER';
  newsId: number | null;
  subscriberId: number | null;
  toAddress: string;
  subject: string;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface NewsMailTables {
  outbox: OutboxTable;
}
