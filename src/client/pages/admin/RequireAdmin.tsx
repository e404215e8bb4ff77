import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { MSG } from '../../../shared/messages';
import { useAppSelector } from '../../app/hooks';
import { selectIsAdmin } from '../../app/authSlice';

/** ADMIN-only screens: a USER who types the address sees why it is closed (the server refuses anyway). */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const isAdmin = useAppSelector(selectIsAdmin);
  return isAdmin ? <>{children}</> : <Alert severity="warning">{MSG.common.forbidden}</Alert>;
}
