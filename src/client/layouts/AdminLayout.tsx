import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, NavLink, Outlet } from 'react-router-dom';
import { ToastContainer, toast } from 'react-toastify';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ThemeProvider, useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import DashboardIcon from '@mui/icons-material/Dashboard';
import PeopleIcon from '@mui/icons-material/People';
import ArticleIcon from '@mui/icons-material/Article';
import BadgeIcon from '@mui/icons-material/Badge';
import ForumIcon from '@mui/icons-material/Forum';
import WorkIcon from '@mui/icons-material/Work';
import { ADMIN_TOAST_AUTO_CLOSE_MS } from '../../shared/constants';
import { LOGIN_MSG, SHELL_MSG } from '../../shared/messages';
import { adminTheme } from '../app/adminTheme';
import '../app/backOffice';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import type { AppDispatch } from '../app/store';
import { TOAST_LABELS } from '../components/toastLabels';
import { whenIdle } from '../components/whenIdle';
import { usePreloadRoute } from '../app/browserRoutes';
import { paths } from '../../shared/paths';
import { selectAuthStatus, selectScope, selectSessionExpired, selectUsername } from '../app/authSlice';
import { useSessionCheck } from '../features/auth/useSessionCheck';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { notificationsSocketStartRequested, notificationsSocketStopRequested } from '../features/notifications/notificationsActions';
import { navFor, type AdminNavItem } from './admin/adminNav';
import { ProfileMenu } from './admin/ProfileMenu';

const DRAWER_WIDTH = 248;

type CustomersPageModule = typeof import('../pages/admin/CustomersPage');
let customersPage: CustomersPageModule | undefined;
const loadCustomersPage = () => import(/* webpackChunkName: "admin-customers" */ '../pages/admin/CustomersPage').then((m) => (customersPage = m));

/** Asks for the customer list's first rows (prefetchCustomerList): at once when the page's code is here, else once it is. */
function prefetchCustomers(dispatch: AppDispatch): void {
  if (customersPage) customersPage.prefetchCustomerList(dispatch, '');
  else void loadCustomersPage().then((page) => page.prefetchCustomerList(dispatch, ''), () => undefined);
}

const ICONS: Record<AdminNavItem['key'], ReactNode> = {
  home: <DashboardIcon />,
  customers: <PeopleIcon />,
  posts: <ArticleIcon />,
  employees: <BadgeIcon />,
  chats: <ForumIcon />,
  jobs: <WorkIcon />,
};

/**
 * The /administration shell: session check on load, a sidebar whose
 * entries depend on the role, the greeting and role label, the bell's place and the profile menu.
 */
function AdminShell() {
  const check = useSessionCheck();
  const status = useAppSelector(selectAuthStatus);
  const expired = useAppSelector(selectSessionExpired);
  const scope = useAppSelector(selectScope);
  const username = useAppSelector(selectUsername);
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [open, setOpen] = useState(desktop);

  useEffect(() => setOpen(desktop), [desktop]);
  useEffect(() => {
    if (expired) toast.error(LOGIN_MSG.refreshFailed, { toastId: 'session-expired' });
  }, [expired]);
  const dispatch = useAppDispatch();
  const preloadRoute = usePreloadRoute();
  const seesCustomers = navFor(scope).some((item) => item.key === 'customers');
  // The customer requests page (the Data Grid and the date pickers: the back-office's largest code,
  // seconds to evaluate on a slow machine) is loaded once the shell is idle, its route's code with it,
  // so that choosing it in the sidebar shows its rows without that wait. Its first rows are
  // asked for then too, so that the grid's first drawing has them, rather than drawing itself empty
  // and again once they come (docs/performance.md, "Back-office on a slow machine"). A change to
  // the requests drops the unused answer (its tag), and the sidebar asks again then.
  useEffect(() => {
    if (check !== 'valid' || !seesCustomers) return undefined;
    return whenIdle(() => {
      preloadRoute(paths.admin.customers);
      prefetchCustomers(dispatch);
    });
  }, [check, seesCustomers, dispatch, preloadRoute]);
  // The live notifications socket runs while a checked session shows this shell.
  useEffect(() => {
    if (check !== 'valid') return;
    dispatch(notificationsSocketStartRequested());
    return () => void dispatch(notificationsSocketStopRequested());
  }, [check, dispatch]);

  if (check === 'invalid' || (check === 'valid' && status === 'signedOut')) {
    return <Navigate to={paths.login} replace />;
  }
  if (check === 'checking') {
    return (
      <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }} role="status">
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <CircularProgress size={24} aria-hidden />
          <span>{SHELL_MSG.checkingSession}</span>
        </Box>
      </Box>
    );
  }

  const isAdmin = scope === 'ADMIN';
  const items = navFor(scope);
  const closeOnMobile = () => !desktop && setOpen(false);

  const nav = (
    <Box component="nav" aria-label="Điều hướng quản trị">
      <Toolbar />
      <List>
        {/* Each link in its own <li>: a <ul> holds only list items (what screen readers count). */}
        {items.map((item) => (
          <ListItem key={item.key} disablePadding>
            <ListItemButton
              component={NavLink}
              to={item.to}
              end={item.to === paths.admin.root}
              onClick={() => {
                closeOnMobile();
                // Its rows are asked for now, while the page is being drawn (prefetchCustomerList):
                // at once when its code is here (loaded when the shell was idle).
                if (item.key === 'customers') prefetchCustomers(dispatch);
              }}
              sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 700 } }}
            >
              <ListItemIcon>{ICONS[item.key]}</ListItemIcon>
              <ListItemText primary={item.label} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="fixed" sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            color="inherit"
            edge="start"
            aria-label={open ? SHELL_MSG.closeMenu : SHELL_MSG.openMenu}
            aria-expanded={open}
            aria-controls="admin-sidebar"
            onClick={() => setOpen((v) => !v)}
          >
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="span" noWrap sx={{ flexGrow: 1, fontSize: { xs: 16, sm: 20 } }}>
            {SHELL_MSG.appName}
          </Typography>
          <Box sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 1 }}>
            <Typography variant="body2" data-testid="greeting">
              {isAdmin ? SHELL_MSG.greetingAdmin : SHELL_MSG.greetingUser(username ?? '')}
            </Typography>
            <Chip
              size="small"
              label={isAdmin ? SHELL_MSG.roleAdmin : SHELL_MSG.roleUser}
              sx={{ bgcolor: 'rgba(255,255,255,0.18)', color: 'inherit' }}
              data-testid="role-label"
            />
          </Box>
          <NotificationBell />
          <ProfileMenu />
        </Toolbar>
      </AppBar>
      <Drawer
        id="admin-sidebar"
        variant={desktop ? 'persistent' : 'temporary'}
        open={open}
        onClose={() => setOpen(false)}
        ModalProps={{ keepMounted: true }}
        sx={{
          width: desktop && open ? DRAWER_WIDTH : 0,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
        }}
      >
        {nav}
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        <Toolbar />
        <Outlet />
      </Box>
      <ToastContainer position="top-right" autoClose={ADMIN_TOAST_AUTO_CLOSE_MS} {...TOAST_LABELS} />
    </Box>
  );
}

/** The back-office shell, with MUI's whole Vietnamese locale (app/adminTheme.ts). */
export function AdminLayout() {
  return (
    <ThemeProvider theme={adminTheme}>
      <AdminShell />
    </ThemeProvider>
  );
}

export default AdminLayout;
