import type { Generated } from 'kysely';
import type { CustomerStatus } from '../../../shared/types/customer';

/** One status change of a customer request, made by a staff member. */
export interface CustomerStatusHistoryTable {
  id: Generated<number>;
  customerRequestId: number;
  /** Null once that staff account is deleted; the change itself stays on record. */
  userId: number | null;
  fromStatus: CustomerStatus | null;
  toStatus: CustomerStatus;
  changedAt: string;
}

/** An internal note on a customer request, written by a staff member (never shown to the customer). */
export interface CustomerRequestNotesTable {
  id: Generated<number>;
  customerRequestId: number;
  /** Null once that staff account is deleted; the note stays. */
  userId: number | null;
  body: string;
  createdAt: string;
}

/** One change of a request's assignee (null: nobody), made by a staff member. */
export interface CustomerAssignmentHistoryTable {
  id: Generated<number>;
  customerRequestId: number;
  userId: number | null;
  fromAssigneeId: number | null;
  toAssigneeId: number | null;
  changedAt: string;
}

export interface CustomerAdminTables {
  customerStatusHistory: CustomerStatusHistoryTable;
  customerRequestNotes: CustomerRequestNotesTable;
  customerAssignmentHistory: CustomerAssignmentHistoryTable;
}
