import type SQLite from 'better-sqlite3';
import { sql, type Selectable } from 'kysely';
import type { ChatAttachment, ChatMessage, ChatStats, Conversation } from '../../shared/types/chat';
import type { ConversationStatus, Priority, SenderType } from '../../shared/realtime';
import type { Db } from '../db/database';
import { lockInTransaction, LOCKS } from '../db/dialect';
import { groupCommit, type GroupCommit } from '../db/groupCommit';
import type { ChatConversationsTable, ChatMessagesTable } from '../db/tables/chat';

type MessageRow = Selectable<ChatMessagesTable>;
type ConversationRow = Selectable<ChatConversationsTable> & { assignedAdminName: string | null };

/** `staffName`: the answering staff member's name (a staff message), which the visitor sees. */
export function toMessage(row: MessageRow, staffName: string | null = null, attachment: ChatAttachment | null = null): ChatMessage {
  return {
    id: row.id,
    guestId: row.guestId,
    content: row.content,
    senderType: row.senderType,
    adminId: row.adminId,
    createdAt: row.createdAt,
    tempId: row.clientId,
    staffName,
    // Only on messages that carry a file: a text message's shape stays as it was.
    ...(attachment ? { attachment } : {}),
  };
}

export function toConversation(row: ConversationRow): Conversation {
  return {
    guestId: row.guestId,
    guestName: row.guestName,
    isOnline: row.isOnline === 1,
    lastSeen: row.lastSeen,
    lastMessage:
      row.lastMessageContent !== null && row.lastMessageAt !== null
        ? { content: row.lastMessageContent, createdAt: row.lastMessageAt, senderType: row.lastMessageSender ?? 'GUEST' }
        : null,
    unreadCount: row.unreadCount,
    assignedAdmin: row.assignedAdminId,
    assignedAdminName: row.assignedAdminName,
    priority: row.priority,
    updatedAt: row.updatedAt,
    status: row.status,
  };
}

/** Rows as SQLite gives them (column names as stored), for the prepared statements below. */
interface RawMessageRow {
  id: number;
  guest_id: string;
  client_id: string | null;
  content: string;
  sender_type: SenderType;
  admin_id: number | null;
  created_at: string;
}

interface RawConversationRow {
  guest_id: string;
  guest_name: string | null;
  is_online: number;
  last_seen: string | null;
  last_message_content: string | null;
  last_message_at: string | null;
  last_message_sender: SenderType | null;
  unread_count: number;
  assigned_admin_id: number | null;
  priority: Priority;
  status: ConversationStatus;
  created_at: string;
  updated_at: string;
}

const messageRow = (r: RawMessageRow): MessageRow => ({
  id: r.id,
  guestId: r.guest_id,
  clientId: r.client_id,
  content: r.content,
  senderType: r.sender_type,
  adminId: r.admin_id,
  createdAt: r.created_at,
});

const conversationRow = (r: RawConversationRow, assignedAdminName: string | null): ConversationRow => ({
  guestId: r.guest_id,
  guestName: r.guest_name,
  isOnline: r.is_online,
  lastSeen: r.last_seen,
  lastMessageContent: r.last_message_content,
  lastMessageAt: r.last_message_at,
  lastMessageSender: r.last_message_sender,
  unreadCount: r.unread_count,
  assignedAdminId: r.assigned_admin_id,
  priority: r.priority,
  status: r.status,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  assignedAdminName,
});

export interface StoredMessage {
  message: ChatMessage;
  /** The client id was stored already: `message` is that first copy. */
  duplicate: boolean;
  /** The conversation after the message (null for a duplicate). */
  conversation: Conversation | null;
}

export interface NewMessage {
  guestId: string;
  content: string;
  senderType: SenderType;
  adminId: number | null;
  clientId: string | null;
  /** A file already written (chat/attachments.ts), stored with the message in its transaction. */
  attachment?: NewAttachment | null;
  /**
   * Limits read from what is stored (a visitor's files per hour, its bytes), checked just before
   * the store with nothing of the guest's stored in between: one guarded message of a guest at a
   * time on this instance, and on PostgreSQL inside the message's transaction under the guest's
   * lock, so that instances do not interleave either. A throw stores nothing.
   */
  guard?: (db: Db) => Promise<void>;
}

export interface NewAttachment {
  storedPath: string;
  originalName: string;
  mime: string;
  size: number;
}

interface RawAttachmentRow {
  id: number;
  original_name: string;
  mime: string;
  size: number;
}
/** Through Kysely (column names in camel case); PostgreSQL's bigint columns arrive as text. */
const attachmentOfColumns = (r: { id: number; originalName: string; mime: string; size: number }): ChatAttachment => ({ id: Number(r.id), name: r.originalName, mime: r.mime, size: Number(r.size) });
/** From SQLite's prepared statements (column names as stored). */
const attachmentOfRow = (r: RawAttachmentRow | undefined): ChatAttachment | null => (r ? attachmentOfColumns({ ...r, originalName: r.original_name }) : null);

/** The only code that reads and writes chat conversations and messages. */
export class ChatRepository {
  /**
   * The statements of storing a message on SQLite, prepared once: the chat's hottest path (every
   * message of every guest). Built through Kysely they cost more CPU than SQLite running them
   * (compiling, renaming, freezing the query trees), as the consultation request's did
   * (customerRequestsRepository.ts). Null on PostgreSQL, where a message is one Kysely transaction.
   */
  private readonly stmt: {
    sameClientId: SQLite.Statement<[string, string], RawMessageRow>;
    upsertConversation: SQLite.Statement<[string, number, string, number, string, string, SenderType, string, number], RawConversationRow>;
    insertMessage: SQLite.Statement<[string, string | null, string, SenderType, number | null, string], RawMessageRow>;
    adminName: SQLite.Statement<[number], { full_name: string }>;
    insertAttachment: SQLite.Statement<[string, number, SenderType, string, string, string, number, string], RawAttachmentRow>;
    attachmentOf: SQLite.Statement<[number], RawAttachmentRow>;
  } | null = null;

  private readonly commits: GroupCommit | null = null;

  /**
   * PostgreSQL: the last store queued per guest. One guest's messages are stored one after the
   * other, in the order they were sent (ids in that order), as the group commit's queue does on
   * SQLite; different guests' messages are stored side by side.
   */
  private readonly guestQueues = new Map<string, Promise<unknown>>();

  /** `sqlite`: the SQLite connection behind `db`, or null on PostgreSQL. */
  constructor(
    private readonly db: Db,
    sqlite: SQLite.Database | null,
  ) {
    if (!sqlite) return;
    this.commits = groupCommit(db, sqlite);
    this.stmt = {
      sameClientId: sqlite.prepare('select * from chat_messages where guest_id = ? and client_id = ?'),
      // Creates or updates the conversation (it must exist before the message that references it)
      // and gives it back for the admin event. Unread counts only the guest's messages (last ?); a
      // guest's message opens a resolved conversation again.
      upsertConversation: sqlite.prepare(
        `insert into chat_conversations (guest_id, is_online, created_at, unread_count, last_message_content, last_message_at, last_message_sender, updated_at)
         values (?, ?, ?, ?, ?, ?, ?, ?)
         on conflict (guest_id) do update set
           last_message_content = excluded.last_message_content, last_message_at = excluded.last_message_at,
           last_message_sender = excluded.last_message_sender, updated_at = excluded.updated_at,
           unread_count = chat_conversations.unread_count + ?,
           status = case when excluded.last_message_sender = 'GUEST' then 'open' else chat_conversations.status end
         returning *`,
      ),
      insertMessage: sqlite.prepare('insert into chat_messages (guest_id, client_id, content, sender_type, admin_id, created_at) values (?, ?, ?, ?, ?, ?) returning *'),
      adminName: sqlite.prepare('select full_name from users where id = ?'),
      insertAttachment: sqlite.prepare(
        'insert into chat_attachments (guest_id, message_id, sender_type, stored_path, original_name, mime, size, created_at) values (?, ?, ?, ?, ?, ?, ?, ?) returning id, original_name, mime, size',
      ),
      attachmentOf: sqlite.prepare('select id, original_name, mime, size from chat_attachments where message_id = ?'),
    };
  }

  private conversations() {
    return this.conversationsOn(this.db);
  }

  private conversationsOn(db: Db) {
    return db
      .selectFrom('chatConversations as c')
      .leftJoin('users as u', 'u.id', 'c.assignedAdminId')
      .selectAll('c')
      .select('u.fullName as assignedAdminName');
  }

  async findConversation(guestId: string): Promise<Conversation | null> {
    const row = await this.conversations().where('c.guestId', '=', guestId).executeTakeFirst();
    return row ? toConversation(row) : null;
  }

  async listConversations(): Promise<Conversation[]> {
    const rows = await this.conversations().orderBy('c.updatedAt', 'desc').execute();
    return rows.map(toConversation);
  }

  /** The last `limit` messages of a guest, oldest first. */
  async lastMessages(guestId: string, limit: number): Promise<ChatMessage[]> {
    const rows = await this.db
      .selectFrom('chatMessages as m')
      .leftJoin('users as u', 'u.id', 'm.adminId')
      .leftJoin('chatAttachments as a', 'a.messageId', 'm.id')
      .selectAll('m')
      .select(['u.fullName as staffName', 'a.id as attachmentId', 'a.originalName', 'a.mime', 'a.size'])
      .where('m.guestId', '=', guestId)
      .orderBy('m.id', 'desc')
      .limit(limit)
      .execute();
    return rows.reverse().map((r) => toMessage(r, r.staffName, r.attachmentId === null ? null : attachmentOfColumns({ id: r.attachmentId, originalName: r.originalName!, mime: r.mime!, size: r.size! })));
  }

  /**
   * Stores a message and updates its conversation in one transaction. A message whose client id
   * was already stored for this guest is not stored again: the first copy is returned with
   * `duplicate: true`. Messages arriving together share one commit (db/groupCommit.ts); the
   * promise settles after it.
   */
  addMessage(msg: NewMessage, isOnline: boolean): Promise<StoredMessage> {
    if (!this.stmt) return this.inGuestOrder(msg.guestId, () => this.addMessageInTransaction(msg, isOnline));
    const { guard } = msg;
    if (!guard) return this.addMessageInCommit(msg, isOnline);
    // SQLite is one instance: the guest's order is enough, and the commit settles before the next guard reads.
    return this.inGuestOrder(msg.guestId, async () => {
      await guard(this.db);
      return this.addMessageInCommit(msg, isOnline);
    });
  }

  /** SQLite: the message in the group commit (prepared statements, no await inside). */
  private addMessageInCommit(msg: NewMessage, isOnline: boolean): Promise<StoredMessage> {
    const stmt = this.stmt!;
    return this.commits!.run(() => {
      if (msg.clientId) {
        const existing = stmt.sameClientId.get(msg.guestId, msg.clientId);
        if (existing) {
          const attachment = attachmentOfRow(stmt.attachmentOf.get(existing.id));
          return { message: toMessage(messageRow(existing), this.staffNameOf(existing.admin_id), attachment), duplicate: true, conversation: null };
        }
      }
      const now = new Date().toISOString();
      const unread = msg.senderType === 'GUEST' ? 1 : 0;
      const conv = stmt.upsertConversation.get(msg.guestId, isOnline ? 1 : 0, now, unread, msg.content, now, msg.senderType, now, unread)!;
      const row = stmt.insertMessage.get(msg.guestId, msg.clientId, msg.content, msg.senderType, msg.adminId, now)!;
      const a = msg.attachment;
      const attachment = a ? attachmentOfRow(stmt.insertAttachment.get(msg.guestId, row.id, msg.senderType, a.storedPath, a.originalName, a.mime, a.size, now)) : null;
      const admin = conv.assigned_admin_id === null ? undefined : stmt.adminName.get(conv.assigned_admin_id);
      const staffName = msg.adminId === conv.assigned_admin_id ? (admin?.full_name ?? null) : this.staffNameOf(msg.adminId);
      return { message: toMessage(messageRow(row), staffName, attachment), duplicate: false, conversation: toConversation(conversationRow(conv, admin?.full_name ?? null)) };
    });
  }

  /** SQLite: the name of a message's staff author (none for a visitor's message). */
  private staffNameOf(adminId: number | null): string | null {
    return adminId === null ? null : (this.stmt!.adminName.get(adminId)?.full_name ?? null);
  }

  private inGuestOrder<T>(guestId: string, work: () => Promise<T>): Promise<T> {
    const result = (this.guestQueues.get(guestId) ?? Promise.resolve()).then(work, work);
    const tail = result.catch(() => undefined);
    this.guestQueues.set(guestId, tail);
    void tail.then(() => {
      if (this.guestQueues.get(guestId) === tail) this.guestQueues.delete(guestId);
    });
    return result;
  }

  /**
   * PostgreSQL: the same in one transaction. Two sends of one client id at once (a retry racing
   * the original, on two instances) cannot both pass a "stored already?" check: the message is
   * inserted with ON CONFLICT DO NOTHING on the (guest_id, client_id) index, the second insert waits
   * for the first to commit and inserts nothing, and only a message actually inserted updates its
   * conversation (last message, unread count).
   */
  private addMessageInTransaction(msg: NewMessage, isOnline: boolean): Promise<StoredMessage> {
    return this.db.transaction().execute(async (trx) => {
      if (msg.guard) {
        await lockInTransaction(trx, LOCKS.chatFiles, msg.guestId);
        await msg.guard(trx);
      }
      const now = new Date().toISOString();
      // The conversation must exist before the message that references it.
      await trx
        .insertInto('chatConversations')
        .values({ guestId: msg.guestId, isOnline: isOnline ? 1 : 0, createdAt: now, updatedAt: now })
        .onConflict((oc) => oc.column('guestId').doNothing())
        .execute();
      const row = await trx
        .insertInto('chatMessages')
        .values({ guestId: msg.guestId, clientId: msg.clientId, content: msg.content, senderType: msg.senderType, adminId: msg.adminId, createdAt: now })
        .onConflict((oc) => oc.columns(['guestId', 'clientId']).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!row) {
        const existing = await trx
          .selectFrom('chatMessages')
          .selectAll()
          .where('guestId', '=', msg.guestId)
          .where('clientId', '=', msg.clientId)
          .executeTakeFirstOrThrow();
        return { message: toMessage(existing, await this.staffNameOn(trx, existing.adminId), await this.attachmentOn(trx, existing.id)), duplicate: true, conversation: null };
      }
      const a = msg.attachment;
      const attachment = a
        ? attachmentOfColumns(
            await trx
              .insertInto('chatAttachments')
              .values({ guestId: msg.guestId, messageId: row.id, senderType: msg.senderType, storedPath: a.storedPath, originalName: a.originalName, mime: a.mime, size: a.size, createdAt: now })
              .returning(['id', 'originalName', 'mime', 'size'])
              .executeTakeFirstOrThrow(),
          )
        : null;
      const unread = msg.senderType === 'GUEST' ? 1 : 0;
      await trx
        .updateTable('chatConversations')
        .set((eb) => ({
          lastMessageContent: msg.content,
          lastMessageAt: now,
          lastMessageSender: msg.senderType,
          updatedAt: now,
          unreadCount: eb('unreadCount', '+', unread),
          // A guest's message opens a resolved conversation again.
          ...(msg.senderType === 'GUEST' ? { status: 'open' as const } : {}),
        }))
        .where('guestId', '=', msg.guestId)
        .execute();
      const conversation = await this.conversationsOn(trx).where('c.guestId', '=', msg.guestId).executeTakeFirstOrThrow();
      const staffName = msg.adminId === null ? null : msg.adminId === conversation.assignedAdminId ? conversation.assignedAdminName : await this.staffNameOn(trx, msg.adminId);
      return { message: toMessage(row, staffName, attachment), duplicate: false, conversation: toConversation(conversation) };
    });
  }

  /** PostgreSQL: the file a stored message carries, if any. */
  private async attachmentOn(db: Db, messageId: number): Promise<ChatAttachment | null> {
    const row = await db.selectFrom('chatAttachments').select(['id', 'originalName', 'mime', 'size']).where('messageId', '=', messageId).executeTakeFirst();
    return row ? attachmentOfColumns(row) : null;
  }

  /** PostgreSQL: the name of a message's staff author (none for a visitor's message). */
  private async staffNameOn(db: Db, adminId: number | null): Promise<string | null> {
    if (adminId === null) return null;
    const row = await db.selectFrom('users').select('fullName').where('id', '=', adminId).executeTakeFirst();
    return row?.fullName ?? null;
  }

  /** Returns whether the conversation exists. */
  async update(guestId: string, values: { unreadCount?: number; assignedAdminId?: number; priority?: Priority; status?: ConversationStatus }): Promise<boolean> {
    const res = await this.db.updateTable('chatConversations').set(values).where('guestId', '=', guestId).executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  async setOnline(guestId: string, online: boolean, at: string): Promise<boolean> {
    const res = await this.db
      .updateTable('chatConversations')
      .set(online ? { isOnline: 1 } : { isOnline: 0, lastSeen: at })
      .where('guestId', '=', guestId)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  async onlineGuests(): Promise<string[]> {
    const rows = await this.db.selectFrom('chatConversations').select('guestId').where('isOnline', '=', 1).execute();
    return rows.map((r) => r.guestId);
  }

  /** Nobody is online after a restart until they reconnect. */
  async resetPresence(at: string): Promise<void> {
    await this.db.updateTable('chatConversations').set({ isOnline: 0, lastSeen: at }).where('isOnline', '=', 1).execute();
  }

  async stats(adminId: number, dayStart: string): Promise<ChatStats> {
    const c = await this.db
      .selectFrom('chatConversations')
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn.sum<number>(sql`case when unread_count > 0 and status = 'open' then 1 else 0 end`).as('unread'),
        eb.fn.sum<number>(sql`case when assigned_admin_id = ${adminId} then 1 else 0 end`).as('assigned'),
        eb.fn.sum<number>(sql`case when is_online = 1 then 1 else 0 end`).as('online'),
      ])
      .executeTakeFirstOrThrow();
    const m = await this.db.selectFrom('chatMessages').select((eb) => eb.fn.countAll<number>().as('n')).where('createdAt', '>=', dayStart).executeTakeFirstOrThrow();
    return {
      totalConversations: Number(c.total),
      unreadConversations: Number(c.unread ?? 0),
      assignedToAdmin: Number(c.assigned ?? 0),
      onlineUsers: Number(c.online ?? 0),
      todayMessages: Number(m.n),
    };
  }
}
