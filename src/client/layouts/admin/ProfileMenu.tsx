import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import { SHELL_MSG } from '../../../shared/messages';
import { api, isNetworkError } from '../../app/api';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../../shared/paths';
import { session } from '../../app/session';
import { useGetMeQuery, useLogoutMutation } from '../../features/auth/authApi';
import { signedOut, signOutFailed, signOutStarted } from '../../app/authSlice';

/** The profile dropdown : fullName, email, phone and the LogOut button. */
export function ProfileMenu() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { data: me, error } = useGetMeQuery();
  const [logout, { isLoading: loggingOut }] = useLogoutMutation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (error) toast.error(isNetworkError(error) ? SHELL_MSG.meError : SHELL_MSG.meFailed, { toastId: 'me-error' });
  }, [error]);

  const onLogout = async () => {
    dispatch(signOutStarted());
    const res = await logout({ token: session.accessToken(), refreshToken: session.refreshToken() });
    if ('data' in res) {
      session.clear();
      dispatch(signedOut());
      dispatch(api.util.resetApiState());
      navigate(paths.login, { replace: true });
    } else {
      dispatch(signOutFailed());
      toast.error(isNetworkError(res.error) ? SHELL_MSG.logoutError : SHELL_MSG.logoutFailed);
    }
  };

  const initial = (me?.fullName ?? '?').trim().charAt(0).toUpperCase();
  return (
    <>
      <IconButton
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={SHELL_MSG.profileMenu}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'profile-menu' : undefined}
        color="inherit"
      >
        <Avatar sx={{ width: 34, height: 34, bgcolor: 'secondary.main', fontSize: 16 }}>{initial}</Avatar>
      </IconButton>
      <Menu
        id="profile-menu"
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-label': SHELL_MSG.profileMenu } }}
      >
        <Box sx={{ px: 2, py: 1, minWidth: 240 }} tabIndex={-1}>
          <Typography data-testid="profile-fullname" sx={{ fontWeight: 700 }}>
            {me?.fullName ?? '…'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {me?.email ?? ''}
          </Typography>
          {me?.phoneNumber && (
            <Typography variant="body2" color="text.secondary">
              {me.phoneNumber}
            </Typography>
          )}
        </Box>
        <Divider />
        <Box sx={{ px: 2, py: 1 }}>
          <Button fullWidth variant="outlined" color="secondary" startIcon={<LogoutIcon />} onClick={onLogout} disabled={loggingOut}>
            {SHELL_MSG.logout}
          </Button>
        </Box>
      </Menu>
    </>
  );
}
