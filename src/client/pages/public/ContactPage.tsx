import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PUBLIC_LATE_MSG } from '../../../shared/messages/publicLateParts';
import { usePageMeta } from '../../components/usePageMeta';
import { CompanyInfoCard } from '../../features/company/CompanyInfoCard';
import { MapEmbed } from '../../features/company/MapEmbed';
import { useGetHomeQuery } from '../../features/catalogue/catalogueApi';
import { ConsultationSection } from '../../features/consultation/ConsultationSection';
import { PageBanner } from '../../layouts/public/PageBanner';

/** /lien-he: banner, the consultation form beside the company details (GET /company), the map. */
export default function ContactPage() {
  usePageMeta(
    'Liên hệ | SHTT Việt – Tư vấn sở hữu trí tuệ',
    'Liên hệ SHTT Việt tại Hà Nội và TP. Hồ Chí Minh: hotline, Zalo, email và bản đồ văn phòng. Gửi yêu cầu để được tư vấn miễn phí về sở hữu trí tuệ và giấy phép.',
  );
  // The map settings live with the home payload; the built-in defaults apply until it arrives.
  const { data: home } = useGetHomeQuery();
  return (
    <>
      <PageBanner title="Liên hệ" lead="Hãy để lại thông tin hoặc liên hệ trực tiếp – chuyên viên của chúng tôi sẽ phản hồi trong thời gian sớm nhất." />
      <ConsultationSection aside={<CompanyInfoCard />} />
      <Box component="section" aria-labelledby="contact-map" sx={{ pb: { xs: 5, md: 8 } }}>
        <Container>
          <Typography id="contact-map" component="h2" variant="h5" sx={{ fontWeight: 800, mb: 2 }}>
            {PUBLIC_LATE_MSG.home.mapHeading}
          </Typography>
          <MapEmbed map={home?.map} />
        </Container>
      </Box>
    </>
  );
}
