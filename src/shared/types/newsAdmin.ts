import type { NewsIcon } from './news';

export type OutboxStatus = 'PENDING' | 'SENT' | 'FAILED';

/** Delivery counts of one article's newsletter (GET /news/deliveries). */
export interface NewsDeliverySummary {
  newsId: number;
  sent: number;
  failed: number;
  pending: number;
  lastSentAt: string | null;
}

/** One recipient's delivery state (GET /news/{id}/deliveries). */
export interface NewsDelivery {
  id: number;
  toAddress: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** The outcome of POST /news/notificationNews/{id}, also told in the answer's message. */
export interface NewsSendResult {
  sent: number;
  failed: number;
  skipped: number;
}

export interface NewsSectionInput {
  title: string;
  content: string;
  icon: NewsIcon;
}
