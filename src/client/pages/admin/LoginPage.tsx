import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LOGIN_MSG, SHELL_MSG } from '../../../shared/messages';
import { paths } from '../../../shared/paths';
import { session } from '../../app/session';
import { LoginForm } from '../../features/auth/LoginForm';
import { useSessionCheck } from '../../features/auth/useSessionCheck';
import { usePageMeta } from '../../components/usePageMeta';
import { useHydrated } from '../../components/useHydrated';

/**
 * /login: a stored session that is still good (or refreshable) goes straight to /administration.
 * The server renders the page (the form shows before the scripts have run); it knows no stored
 * session, so the browser looks for one once hydrated.
 */
export default function LoginPage() {
  usePageMeta('Đăng nhập | Quản trị', 'Đăng nhập vào hệ thống quản trị dành cho nhân viên.');
  const navigate = useNavigate();
  const hadToken = useHydrated() && !!session.accessToken();
  const check = useSessionCheck();

  useEffect(() => {
    if (check === 'valid') navigate(paths.admin.root, { replace: true });
  }, [check, navigate]);

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Paper elevation={3} sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
        <Typography component="h1" variant="h5" gutterBottom sx={{ fontWeight: 700 }}>
          {LOGIN_MSG.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {SHELL_MSG.appName}
        </Typography>
        {hadToken && check === 'checking' ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }} role="status">
            <CircularProgress size={20} aria-hidden />
            <span>{SHELL_MSG.checkingSession}</span>
          </Box>
        ) : (
          <LoginForm />
        )}
      </Paper>
    </Box>
  );
}
