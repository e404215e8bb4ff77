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

export interface CustomerAdminTables {
  customerStatusHistory: CustomerStatusHistoryTable;
}
