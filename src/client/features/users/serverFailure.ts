import { isEnvelope } from '../../../shared/envelope';

/** The server's message and field errors of a failed call, when it answered with an envelope. */
export function serverFailure(error: unknown): { message: string | null; errors: Record<string, string> | null } {
  const data = error && typeof error === 'object' && 'data' in error ? (error as { data: unknown }).data : null;
  if (!isEnvelope(data)) return { message: null, errors: null };
  return { message: data.message || null, errors: data.errors ?? null };
}
