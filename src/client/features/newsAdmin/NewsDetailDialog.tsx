import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { NEWS_ADMIN_MSG as M } from '../../../shared/messages/newsAdmin';
import type { NewsItem } from '../../../shared/types/news';
import { formatDate } from './formatDate';
import { NewsImage } from './NewsImage';
import { NewsSectionIcon } from '../../components/NewsSectionIcon';

/** The detail modal: image, title, subtitle, author, date and the numbered sections. */
export function NewsDetailDialog({ item, onClose }: { item: NewsItem; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="news-detail-title" maxWidth="md" fullWidth scroll="paper">
      <DialogTitle id="news-detail-title">{M.detailTitle}</DialogTitle>
      <DialogContent dividers>
        <NewsImage src={item.image} alt={M.imageAlt(item.title)} width={800} height={400} />
        <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mt: 2 }}>
          {item.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {item.subtitle}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {M.columns.author}: {item.author} · {M.columns.createdAt}: {formatDate(item.createdAt)}
        </Typography>
        <Typography component="h3" variant="h6" sx={{ mt: 3, mb: 1 }}>
          {M.sections}
        </Typography>
        {!item.sections.length && <Typography color="text.secondary">{M.noSections}</Typography>}
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {item.sections.map((s, i) => (
            <Box component="li" key={s.id} sx={{ display: 'flex', gap: 1.5, mb: 2 }}>
              <NewsSectionIcon icon={s.icon} label={M.icons[s.icon] ?? s.icon} size="small" />
              <Box>
                <Typography component="h4" sx={{ fontWeight: 600 }}>
                  {i + 1}. {s.title}
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                  {s.content}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{M.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
