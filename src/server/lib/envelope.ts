import type { ApiEnvelope } from '../../shared/envelope';
import { API_MSG } from '../../shared/messages';

export function ok<T>(data: T, message: string = API_MSG.ok): ApiEnvelope<T> {
  return { code: 200, message, data };
}
