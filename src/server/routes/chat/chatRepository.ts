import { sql, type Selectable } from 'kysely';
import type { ChatMessage, ChatStats, Conversation } from '../../../shared/types/chat';
import type { Priority, SenderType } from '../../../shared/realtime';
import type { Db } from '../../db/database';
import { groupCommit } from '../../db/groupCommit';
import type { ChatConversationsTable, ChatMessagesTable } from '../../db/tables/chat';

type MessageRow = Selectable<ChatMessagesTable>;
type ConversationRow = Selectable<ChatConversationsTable> & { assignedAdminName: string | null };

export function toMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    guestId: row.guestId,
    content: row.content,
    senderType: row.senderType,
    adminId: row.adminId,
    createdAt: row.createdAt,
    tempId: row.clientId,
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
  };
}

export interface NewMessage {
  guestId: string;
  content: string;
  senderType: SenderType;
  adminId: number | null;
  clientId: string | null;
}

/** The only code that reads and writes chat conversations and messages. */
export class ChatRepository {
  constructor(private readonly db: Db) {}

  private conversations() {
    return this.db
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
    const rows = await this.db.selectFrom('chatMessages').selectAll().where('guestId', '=', guestId).orderBy('id', 'desc').limit(limit).execute();
    return rows.reverse().map(toMessage);
  }

  /**
   * Stores a message and updates its conversation in one transaction. A message whose client id
   * was already stored for this guest is not stored again: the first copy is returned with
   * `duplicate: true`. Messages arriving together share one commit (db/groupCommit.ts); the
   * promise settles after it.
   */
  async addMessage(msg: NewMessage, isOnline: boolean): Promise<{ message: ChatMessage; duplicate: boolean; conversation: Conversation | null }> {
    return groupCommit(this.db).run(async (trx) => {
      if (msg.clientId) {
        const existing = await trx.selectFrom('chatMessages').selectAll().where('guestId', '=', msg.guestId).where('clientId', '=', msg.clientId).executeTakeFirst();
        if (existing) return { message: toMessage(existing), duplicate: true, conversation: null };
      }
      const now = new Date().toISOString();
      // Unread counts what staff have not read yet: only the guest's messages raise it.
      const guest = msg.senderType === 'GUEST';
      const last = { lastMessageContent: msg.content, lastMessageAt: now, lastMessageSender: msg.senderType, updatedAt: now };
      // One statement creates or updates the conversation and gives it back for the admin event
      // (it must exist before the message that references it).
      const conv = await trx
        .insertInto('chatConversations')
        .values({ guestId: msg.guestId, isOnline: isOnline ? 1 : 0, createdAt: now, unreadCount: guest ? 1 : 0, ...last })
        .onConflict((oc) =>
          oc.column('guestId').doUpdateSet({ ...last, unreadCount: guest ? sql<number>`chat_conversations.unread_count + 1` : sql<number>`chat_conversations.unread_count` }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
      const row = await trx
        .insertInto('chatMessages')
        .values({ guestId: msg.guestId, clientId: msg.clientId, content: msg.content, senderType: msg.senderType, adminId: msg.adminId, createdAt: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      const admin =
        conv.assignedAdminId === null ? undefined : await trx.selectFrom('users').select('fullName').where('id', '=', conv.assignedAdminId).executeTakeFirst();
      return { message: toMessage(row), duplicate: false, conversation: toConversation({ ...conv, assignedAdminName: admin?.fullName ?? null }) };
    });
  }

  /** Returns whether the conversation exists. */
  async update(guestId: string, values: { unreadCount?: number; assignedAdminId?: number; priority?: Priority }): Promise<boolean> {
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

  /** Nobody is online after a restart until they reconnect. */
  async resetPresence(at: string): Promise<void> {
    await this.db.updateTable('chatConversations').set({ isOnline: 0, lastSeen: at }).where('isOnline', '=', 1).execute();
  }

  async stats(adminId: number, dayStart: string): Promise<ChatStats> {
    const c = await this.db
      .selectFrom('chatConversations')
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn.sum<number>(sql`case when unread_count > 0 then 1 else 0 end`).as('unread'),
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
