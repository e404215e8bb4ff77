import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { MSG_NEWS } from '../../../shared/messages/newsJobs';
import type { NewsSection } from '../../../shared/types/news';

export const sectionAnchor = (s: Pick<NewsSection, 'id'>) => `muc-${s.id}`;

/**
 * Table of contents: real #anchors (they work without script and can be copied), enhanced to a
 * smooth scroll that then moves keyboard focus to the section heading.
 */
export function NewsToc({ sections }: { sections: NewsSection[] }) {
  const go = (e: MouseEvent<HTMLAnchorElement>, s: NewsSection) => {
    const target = document.getElementById(sectionAnchor(s));
    if (!target) return;
    e.preventDefault();
    target.scrollIntoView({ behavior: 'smooth', block: 'start' });
    target.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  };
  return (
    <Box component="nav" aria-labelledby="news-toc-title" sx={{ p: 2.5, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'grey.50' }}>
      <Typography id="news-toc-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {MSG_NEWS.toc}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
        {sections.map((s) => (
          <li key={s.id}>
            <Link href={`#${sectionAnchor(s)}`} onClick={(e) => go(e, s)} underline="hover">
              {s.title}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
