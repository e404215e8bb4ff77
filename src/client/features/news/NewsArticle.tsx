import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PersonIcon from '@mui/icons-material/Person';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { MSG_NEWS } from '../../../shared/messages/newsJobs';
import type { NewsItem } from '../../../shared/types/news';
import { formatNewsDate } from './formatNewsDate';
import { NewsSectionIcon } from '../../components/NewsSectionIcon';
import { NewsToc, sectionAnchor } from './NewsToc';

/** Header (title, subtitle, author, date), table of contents and the sections of one article. */
export function NewsArticle({ item }: { item: NewsItem }) {
  return (
    <Box component="article">
      <Box component="header" sx={{ mb: 4 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: '1.6rem', md: '2.2rem' }, lineHeight: 1.25, mb: 1.5 }}>
          {item.title}
        </Typography>
        {item.subtitle && (
          <Typography component="p" variant="subtitle1" color="text.secondary" sx={{ mb: 2 }}>
            {item.subtitle}
          </Typography>
        )}
        <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', color: 'text.secondary' }}>
          {item.author && (
            <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
              <PersonIcon fontSize="small" aria-hidden />
              <span>
                {MSG_NEWS.byAuthor}: {item.author}
              </span>
            </Typography>
          )}
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <CalendarMonthIcon fontSize="small" aria-hidden />
            <span>
              {MSG_NEWS.postedOn}: <time dateTime={item.createdAt ?? undefined}>{formatNewsDate(item.createdAt)}</time>
            </span>
          </Typography>
        </Stack>
      </Box>

      {item.image && (
        <Box
          component="img"
          src={item.image}
          alt={item.title}
          width={800}
          height={450}
          sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 2, mb: 4, display: 'block' }}
        />
      )}

      {item.sections.length > 0 && (
        <Box sx={{ mb: 4 }}>
          <NewsToc sections={item.sections} />
        </Box>
      )}

      <Stack spacing={4}>
        {item.sections.map((s) => (
          <Box component="section" key={s.id} id={sectionAnchor(s)} aria-labelledby={`${sectionAnchor(s)}-title`} sx={{ scrollMarginTop: 96 }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
              <NewsSectionIcon icon={s.icon} />
              <Typography
                id={`${sectionAnchor(s)}-title`}
                component="h2"
                variant="h5"
                tabIndex={-1}
                sx={{ fontWeight: 700, fontSize: { xs: '1.2rem', md: '1.4rem' }, '&:focus-visible': { outline: '2px solid', outlineOffset: 4 } }}
              >
                {s.title}
              </Typography>
            </Stack>
            {/* Plain text with blank-line paragraphs: staff content is never injected as HTML. */}
            {s.content.split(/\n{2,}/).map((p, i) => (
              <Typography key={i} sx={{ mb: 1.5, lineHeight: 1.75, whiteSpace: 'pre-line' }}>
                {p}
              </Typography>
            ))}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
