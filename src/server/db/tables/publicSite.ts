import type { Generated } from 'kysely';
import type { ServiceCategory } from '../../../shared/types/catalogue';
import type { CustomerRequestSource, CustomerStatus } from '../../../shared/types/customer';

export interface ServicesTable {
  id: Generated<number>;
  slug: string;
  title: string;
  description: string;
  image: string;
  href: string;
  category: ServiceCategory;
  sortOrder: number;
  updatedAt: string;
}

export interface CustomerRequestsTable {
  id: Generated<number>;
  name: string;
  phone: string;
  email: string;
  /** Null once the service itself is deleted; serviceName keeps what the customer chose. */
  serviceId: number | null;
  serviceName: string;
  description: string | null;
  status: Generated<CustomerStatus>;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
  cancelledAt: string | null;
  /**
   * Name, phone, e-mail and service folded for the staff search (lib/customerSearchText.ts). Not
   * Generated although the column has a default: every insert must write it.
   */
  searchText: string;
  /** The staff member working on the request; null when nobody is (or that account was deleted). */
  assigneeId: number | null;
  /** Where the request came from: the consultation form, or the chat (a visitor's contact, staff's conversion). */
  source: Generated<CustomerRequestSource>;
}

export interface NotificationsTable {
  id: Generated<number>;
  customerRequestId: number;
  /** The customer's name (the API's field name is kept). */
  customerServiceName: string;
  serviceName: string;
  createdAt: string;
}

/** One row per staff member who has read a notification. */
export interface NotificationReadsTable {
  notificationId: number;
  userId: number;
  readAt: string;
}

export interface SubscribersTable {
  id: Generated<number>;
  email: string;
  createdAt: string;
  unsubscribedAt: string | null;
  unsubscribeToken: string;
}

export interface PublicSiteTables {
  services: ServicesTable;
  customerRequests: CustomerRequestsTable;
  notifications: NotificationsTable;
  notificationReads: NotificationReadsTable;
  subscribers: SubscribersTable;
}
