import type { Db } from '../db/database';
import type { UploadStore } from '../plugins/uploads';

export interface StoredAttachment {
  id: number;
  guestId: string;
  storedPath: string;
  originalName: string;
  mime: string;
  size: number;
}

/** What one guest has sent: files in the last hour and day, and bytes in all. */
export interface GuestFileUsage {
  lastHour: number;
  lastDay: number;
  bytes: number;
}

/**
 * The chat's files beside their messages (chatRepository.addMessage stores a row with its message):
 * finding one for a download, a guest's usage for the limits, and removing a conversation with its
 * files (no route deletes conversations; this is the one way to do it that leaves no file behind).
 */
export class ChatAttachmentStore {
  constructor(
    private readonly db: Db,
    private readonly uploads: UploadStore,
  ) {}

  async find(id: number): Promise<StoredAttachment | null> {
    const row = await this.db
      .selectFrom('chatAttachments')
      .select(['id', 'guestId', 'storedPath', 'originalName', 'mime', 'size'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? { ...row, id: Number(row.id), size: Number(row.size) } : null;
  }

  /**
   * The visitor's own files only: staff files sent to the guest do not use the guest's allowance.
   * `db`: a transaction to read in (the store's guard), else the store's own handle.
   */
  async guestUsage(guestId: string, db: Db = this.db, now = Date.now()): Promise<GuestFileUsage> {
    const hourAgo = new Date(now - 3600_000).toISOString();
    const dayAgo = new Date(now - 24 * 3600_000).toISOString();
    const row = await db
      .selectFrom('chatAttachments')
      .select((eb) => [
        eb.fn.sum<number>(eb.case().when('createdAt', '>=', hourAgo).then(1).else(0).end()).as('lastHour'),
        eb.fn.sum<number>(eb.case().when('createdAt', '>=', dayAgo).then(1).else(0).end()).as('lastDay'),
        eb.fn.sum<number>('size').as('bytes'),
      ])
      .where('guestId', '=', guestId)
      .where('senderType', '=', 'GUEST')
      .executeTakeFirstOrThrow();
    return { lastHour: Number(row.lastHour ?? 0), lastDay: Number(row.lastDay ?? 0), bytes: Number(row.bytes ?? 0) };
  }

  /**
   * Deletes a conversation: its messages and file rows go with it (foreign keys), and the files
   * are removed from disk once the rows are gone. Returns whether it existed.
   */
  async deleteConversation(guestId: string): Promise<boolean> {
    const files = await this.db.selectFrom('chatAttachments').select('storedPath').where('guestId', '=', guestId).execute();
    const res = await this.db.deleteFrom('chatConversations').where('guestId', '=', guestId).executeTakeFirst();
    await Promise.all(files.map((f) => this.uploads.removePrivate(f.storedPath)));
    return Number(res.numDeletedRows) === 1;
  }
}
