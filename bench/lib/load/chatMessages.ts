/** What a guest sends: the same JSON to the server and to the raw baseline; the content carries the send time. */
export function messageBody(guestId: string, tempId: string, sentAt: number): string {
  return JSON.stringify({ guestId, content: `bench ${sentAt.toFixed(3)} ${tempId}`, senderType: 'GUEST', tempId });
}

/** The send time written into a message's content by messageBody. */
export function sentAtOf(content: string): number {
  return Number(content.split(' ')[1]);
}

/** A valid guest id (guest- and 32 hex digits) made of a run prefix and the guest's index. */
export function guestIdOf(index: number, run: string): string {
  return `guest-${run}${index.toString(16).padStart(32 - run.length, '0')}`;
}
