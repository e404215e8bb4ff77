/** Status of a customer (consultation) request. */
export const CUSTOMER_STATUSES = ['NEW', 'RECEIVED', 'PROCESSING', 'COMPLETED', 'CANCELED'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];
/** Where a customer request came from: the consultation form or the live chat. */
export const CUSTOMER_REQUEST_SOURCES = ['form', 'chat'] as const;
export type CustomerRequestSource = (typeof CUSTOMER_REQUEST_SOURCES)[number];

/** Body of POST /customer. */
export interface ConsultationRequest {
  name: string;
  phone: string;
  email: string;
  serviceId: number;
  description?: string;
  /** The honeypot field: always empty (absent) from a person; see validation/customer.ts. */
  website?: string;
}

/** A stored customer request as the API returns it. */
export interface CustomerRequest {
  id: number;
  name: string;
  phone: string;
  email: string;
  serviceId: number | null;
  serviceName: string;
  description: string | null;
  status: CustomerStatus;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
  cancelledAt: string | null;
  /** The staff account working on the request (staff answers only; null: nobody). */
  assigneeId: number | null;
}

/** A staff notification about a new request; `read` is per staff member. */
export interface StaffNotification {
  id: number;
  /** The request it announces (clicking the notification opens it). */
  customerRequestId: number;
  customerServiceName: string;
  serviceName: string;
  createdAt: string;
  read: boolean;
}
