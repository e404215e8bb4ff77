import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../app/paths';
import { usePageMeta } from '../../components/usePageMeta';

/** Placeholder home page; the public-site issue replaces it with the real one. */
export default function HomePage() {
  usePageMeta(
    'SHTT Việt | Tư vấn sở hữu trí tuệ và giấy phép kinh doanh',
    'Tư vấn đăng ký nhãn hiệu, bản quyền, kiểu dáng công nghiệp, sáng chế và các giấy phép kinh doanh tại Việt Nam.',
  );
  return (
    <Container sx={{ py: 8 }}>
      <Typography component="h1" variant="h3" gutterBottom sx={{ fontWeight: 800 }}>
        Bảo hộ tài sản trí tuệ của doanh nghiệp bạn
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 640 }}>
        Tư vấn đăng ký nhãn hiệu, bản quyền, kiểu dáng công nghiệp, sáng chế và các giấy phép kinh doanh.
      </Typography>
      <Button component={RouterLink} to={paths.contact} variant="contained" size="large">
        Liên hệ tư vấn
      </Button>
    </Container>
  );
}
