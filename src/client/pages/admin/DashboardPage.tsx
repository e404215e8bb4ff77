import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MSG } from '../../../shared/messages';
import { usePageMeta } from '../../components/usePageMeta';

/** /administration home. The back-office issue adds the counters and the weekly chart. */
export default function DashboardPage() {
  usePageMeta('Tổng quan | Quản trị', 'Trang tổng quan của hệ thống quản trị.');
  return (
    <Paper sx={{ p: 3 }}>
      <Typography component="h1" variant="h5" gutterBottom sx={{ fontWeight: 700 }}>
        Tổng quan
      </Typography>
      <Typography color="text.secondary">{MSG.shell.underConstruction}</Typography>
    </Paper>
  );
}
