import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { MSG } from '../../shared/messages';
import { usePageMeta, useServerStatus } from '../components/usePageMeta';

export default function NotFoundPage({ homePath = '/' }: { homePath?: string }) {
  usePageMeta(`${MSG.notFound.title} | SHTT Việt`, MSG.notFound.text);
  useServerStatus(404);
  return (
    <Container sx={{ py: 8, textAlign: 'center' }}>
      <Typography component="h1" variant="h4" gutterBottom sx={{ fontWeight: 700 }}>
        {MSG.notFound.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {MSG.notFound.text}
      </Typography>
      <Button component={RouterLink} to={homePath} variant="contained">
        {MSG.notFound.backHome}
      </Button>
    </Container>
  );
}
