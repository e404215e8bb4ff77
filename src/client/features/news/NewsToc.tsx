import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { MSG_NEWS } from '../../../shared/messages/newsJobs';
import type { NewsSection } from '../../../shared/types/news';
import { goToPart } from '../../components/partFocus';
import { useServerAnchor } from '../../components/useServerForm';

export const sectionAnchor = (s: Pick<NewsSection, 'id'>) => `muc-${s.id}`;

/**
 * One entry: a real #anchor (it works without script and can be copied). Before the page is
 * hydrated public/boot.js jumps to the section without changing the address (useServerAnchor);
 * once hydrated the jump is a smooth scroll that then moves keyboard focus to the section heading.
 */
function TocLink({ section }: { section: NewsSection }) {
  const anchor = useServerAnchor<HTMLAnchorElement>();
  const go = (e: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(sectionAnchor(section));
    if (!target) return;
    e.preventDefault();
    goToPart(target);
  };
  return (
    <Link href={`#${sectionAnchor(section)}`} onClick={go} underline="hover" {...anchor}>
      {section.title}
    </Link>
  );
}

/** Table of contents of an article's sections. */
export function NewsToc({ sections }: { sections: NewsSection[] }) {
  return (
    <Box component="nav" aria-labelledby="news-toc-title" sx={{ p: 2.5, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'grey.50' }}>
      <Typography id="news-toc-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {MSG_NEWS.toc}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
        {sections.map((s) => (
          <li key={s.id}>
            <TocLink section={s} />
          </li>
        ))}
      </Box>
    </Box>
  );
}
