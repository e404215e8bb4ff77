import type { Kysely } from 'kysely';

/** Rows read and rewritten per step when a migration recomputes a column of customer_requests. */
const BATCH = 1000;

/** A customer request as a migration reads it (the columns the staff search folds). */
export interface RequestToRewrite {
  id: number;
  name: string;
  phone: string;
  email: string;
  serviceName: string;
}

/**
 * Rewrites every customer request in id order, a batch at a time: `rewrite` gives the columns to set
 * on one row (nothing when it has nothing to change). One transaction per batch on SQLite, where the
 * migrator does not open one; PostgreSQL runs the whole migration in its transaction. Computed in
 * JavaScript, so SQLite and PostgreSQL get the very same values.
 */
export async function rewriteRequests(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  rewrite: (row: RequestToRewrite) => Record<string, string> | null,
): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const step = async (trx: Kysely<any>, after: number): Promise<number | null> => {
    const rows = await trx
      .selectFrom('customer_requests')
      .select(['id', 'name', 'phone', 'email', 'service_name'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const r of rows) {
      // The app's handle renames result columns to camelCase (CamelCasePlugin); a bare Kysely would not.
      const columns = r as Record<string, unknown>;
      const serviceName = (columns.service_name ?? columns.serviceName) as string;
      const set = rewrite({ id: r.id, name: r.name, phone: r.phone, email: r.email, serviceName });
      if (set) await trx.updateTable('customer_requests').set(set).where('id', '=', r.id).execute();
    }
    return rows.length === BATCH ? (rows[rows.length - 1]!.id as number) : null;
  };
  let after: number | null = 0;
  while (after !== null) {
    const from: number = after;
    after = db.isTransaction ? await step(db, from) : await db.transaction().execute((trx) => step(trx, from));
  }
}
