import { withinOpeningHours, type ChatAvailability, type OpeningDay, type StaffAvailability, type StaffOnDuty } from '../../shared/chatHours';
import { DEST } from '../../shared/realtime';
import type { Db } from '../db/database';
import type { PubSub } from '../plugins/pubsub';
import type { Presence } from '../realtime/presence';
import { STOMP_CHANNEL, type StompPublication } from './chatService';

/** A staff member's id in the staff presence (a presence of its own: guest ids never mix with it). */
export const staffPresenceId = (userId: number): string => `staff-${userId}`;
const userIdOf = (presenceId: string): number | null => {
  const m = /^staff-(\d{1,15})$/.exec(presenceId);
  return m ? Number(m[1]) : null;
};

/** What the visitor may know of the console's state: no names. */
export function visitorView(state: StaffAvailability): ChatAvailability {
  return { available: state.available, withinHours: state.withinHours, hours: state.hours };
}

/**
 * Whether chat is staffed: within the opening hours (Vietnam time) and at least one staff member
 * available, i.e. an ADMIN with the console connected (on any instance: the staff presence works like
 * the guests') who has not switched to "away". Every change is published to the visitors' and the
 * consoles' availability topics; the hours' own edges are seen by a per-minute clock on each instance.
 */
/** How long an instance answers visitors from its last look (changes also reach them on the topic). */
export const VISITOR_VIEW_TTL_MS = 1000;

export class ChatAvailabilityService {
  private clock: ReturnType<typeof setTimeout> | null = null;
  private lastWithinHours: boolean | null = null;
  private visitorLook: { at: number; view: Promise<ChatAvailability> } | null = null;

  constructor(
    private readonly db: Db,
    /** Who has the console open (public for tests that stop an instance's heartbeat). */
    readonly staff: Presence,
    private readonly pubsub: PubSub,
    private readonly now: () => number = Date.now,
  ) {}

  hours(): Promise<OpeningDay[]> {
    return this.db.selectFrom('chatOpeningHours').select(['day', 'opens', 'closes']).orderBy('day').execute();
  }

  async setHours(days: OpeningDay[], by: number): Promise<StaffAvailability> {
    const at = new Date().toISOString();
    await this.db.transaction().execute(async (trx) => {
      for (const d of days) {
        await trx.updateTable('chatOpeningHours').set({ opens: d.opens, closes: d.closes, updatedBy: by, updatedAt: at }).where('day', '=', d.day).execute();
      }
    });
    return this.publish();
  }

  async setAway(userId: number, away: boolean): Promise<StaffAvailability> {
    if (away) {
      await this.db
        .insertInto('chatStaffAway')
        .values({ userId, since: new Date().toISOString() })
        .onConflict((oc) => oc.column('userId').doNothing())
        .execute();
    } else {
      await this.db.deleteFrom('chatStaffAway').where('userId', '=', userId).execute();
    }
    return this.publish();
  }

  /** Staff with the console open on a live instance, still active ADMINs, by name. */
  async staffOnDuty(): Promise<StaffOnDuty[]> {
    const ids = (await this.staff.online()).map(userIdOf).filter((id): id is number => id !== null);
    if (!ids.length) return [];
    const rows = await this.db
      .selectFrom('users')
      .leftJoin('chatStaffAway', 'chatStaffAway.userId', 'users.id')
      .select(['users.id', 'users.fullName', 'chatStaffAway.since'])
      .where('users.id', 'in', ids)
      .where('users.role', '=', 'ADMIN')
      .where('users.active', '=', 'ACTIVE')
      .orderBy('users.fullName')
      .orderBy('users.id')
      .execute();
    return rows.map((r) => ({ id: r.id, name: r.fullName, away: r.since !== null }));
  }

  async state(): Promise<StaffAvailability> {
    const [hours, staff] = await Promise.all([this.hours(), this.staffOnDuty()]);
    const withinHours = withinOpeningHours(hours, this.now());
    return { available: withinHours && staff.some((s) => !s.away), withinHours, hours, staff };
  }

  /**
   * What visitors are told. Anonymous and asked at every panel opening and connection, so an
   * instance looks (two queries and a presence read) at most once a second, the requests meanwhile
   * sharing that look; a change made on this instance is seen at once, another instance's within
   * the second (and on the topic at once).
   */
  visitorState(): Promise<ChatAvailability> {
    const now = this.now();
    if (this.visitorLook && now - this.visitorLook.at < VISITOR_VIEW_TTL_MS) return this.visitorLook.view;
    const look = { at: now, view: this.state().then(visitorView) };
    // A failed look is not kept: the next request tries again.
    look.view.catch(() => {
      if (this.visitorLook === look) this.visitorLook = null;
    });
    this.visitorLook = look;
    return look.view;
  }

  /**
   * What visitors were told on the topic, published by this instance or another: the freshest look
   * there is, kept as this instance's for the next second (so that no answer is older than a change
   * made elsewhere).
   */
  published(view: ChatAvailability): void {
    this.visitorLook = { at: this.now(), view: Promise.resolve(view) };
  }

  /** Redis came back: what was published meanwhile never arrived, so the next visitor looks again. */
  forgetLook(): void {
    this.visitorLook = null;
  }

  /** Both topics, on every instance (through pubsub). */
  async publish(): Promise<StaffAvailability> {
    this.visitorLook = null;
    const state = await this.state();
    const pubs: StompPublication[] = [
      { destination: DEST.chatAvailability, body: JSON.stringify(visitorView(state)) },
      { destination: DEST.adminAvailability, body: JSON.stringify(state) },
    ];
    for (const pub of pubs) await this.pubsub.publish(STOMP_CHANNEL, pub);
    return state;
  }

  /** A console connected: its staff member's first session anywhere changes who is on duty. */
  async staffConnected(userId: number): Promise<void> {
    if (await this.staff.connected(staffPresenceId(userId))) await this.publish();
  }

  /** A console closed: the staff member's last session anywhere changes who is on duty. */
  async staffDisconnected(userId: number): Promise<void> {
    if (await this.staff.disconnected(staffPresenceId(userId))) await this.publish();
  }

  /**
   * Whether the hours' edge was crossed since the last look; if so, `deliver` gets both bodies. Each
   * instance looks for itself and delivers to its own subscribers only, so nobody hears it twice.
   */
  async tick(deliver: (destination: string, body: string) => void): Promise<boolean> {
    const within = withinOpeningHours(await this.hours(), this.now());
    const changed = this.lastWithinHours !== null && this.lastWithinHours !== within;
    this.lastWithinHours = within;
    if (!changed) return false;
    this.visitorLook = null;
    const state = await this.state();
    deliver(DEST.chatAvailability, JSON.stringify(visitorView(state)));
    deliver(DEST.adminAvailability, JSON.stringify(state));
    return true;
  }

  /** Looks at the start of every minute (hours are whole minutes) until stopped. */
  startClock(deliver: (destination: string, body: string) => void, onError: (err: unknown) => void): void {
    const next = () => {
      this.clock = setTimeout(() => {
        void this.tick(deliver).catch(onError).finally(() => this.clock && next());
      }, 60_000 - (this.now() % 60_000) + 50);
      this.clock.unref();
    };
    void this.tick(deliver).catch(onError);
    next();
  }

  stopClock(): void {
    if (this.clock) clearTimeout(this.clock);
    this.clock = null;
  }
}
