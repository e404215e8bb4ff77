import type { ApiEnvelope } from '../../shared/envelope';
import { MSG } from '../../shared/messages';

export function ok<T>(data: T, message: string = MSG.common.ok): ApiEnvelope<T> {
  return { code: 200, message, data };
}
