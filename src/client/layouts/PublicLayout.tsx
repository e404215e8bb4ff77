import { Link as RouterLink, Outlet } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { PUBLIC_TOAST_AUTO_CLOSE_MS } from '../../shared/constants';
import { paths } from '../app/paths';

/** The public site's frame. A simple placeholder until the public-site issue builds header, footer and widget. */
export function PublicLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar>
          <Link component={RouterLink} to={paths.home} underline="none" color="primary" sx={{ fontWeight: 800, fontSize: 20 }}>
            SHTT Việt
          </Link>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ flexGrow: 1 }}>
        <Outlet />
      </Box>
      <Box component="footer" sx={{ py: 3, bgcolor: 'primary.dark', color: 'primary.contrastText' }}>
        <Container>
          <Typography variant="body2">© 2025 SHTT Việt</Typography>
        </Container>
      </Box>
      <ToastContainer position="top-right" autoClose={PUBLIC_TOAST_AUTO_CLOSE_MS} />
    </Box>
  );
}

export default PublicLayout;
