import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MSG } from '../../../shared/messages';
import { usePageMeta } from '../../components/usePageMeta';

/** A back-office screen not built yet: its title and an honest note. */
export function SectionPlaceholder({ title }: { title: string }) {
  usePageMeta(`${title} | Quản trị`, title);
  return (
    <Paper sx={{ p: 3 }}>
      <Typography component="h1" variant="h5" gutterBottom sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography color="text.secondary">{MSG.shell.underConstruction}</Typography>
    </Paper>
  );
}
