import { useEffect, useState } from 'react';
import { refreshSession } from '../../app/api';
import { useAppDispatch } from '../../app/hooks';
import { decodeClaims, session } from '../../app/session';
import { useIntrospectMutation } from './authApi';
import { signedIn } from '../../app/authSlice';

export type SessionCheck = 'checking' | 'valid' | 'invalid';

/**
 * Checks the stored session: no token → invalid (storage cleared);
 * introspect says valid → valid; otherwise one refresh; if that fails too, storage is cleared.
 */
export function useSessionCheck(): SessionCheck {
  const dispatch = useAppDispatch();
  const [introspect] = useIntrospectMutation();
  const [state, setState] = useState<SessionCheck>('checking');

  useEffect(() => {
    let cancelled = false;
    const finish = (s: SessionCheck) => !cancelled && setState(s);
    (async () => {
      const token = session.accessToken();
      if (!token) {
        session.clear();
        return finish('invalid');
      }
      const res = await introspect(token);
      const claims = decodeClaims(token);
      if ('data' in res && res.data?.valid && claims) {
        dispatch(signedIn(claims));
        return finish('valid');
      }
      // refreshSession clears the storage itself when it fails.
      finish((await refreshSession(dispatch)) ? 'valid' : 'invalid');
    })().catch(() => {
      session.clear();
      finish('invalid');
    });
    return () => {
      cancelled = true;
    };
  }, [dispatch, introspect]);

  return state;
}
