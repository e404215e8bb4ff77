import { useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import { PUBLIC_LATE_MSG } from '../../../shared/messages/publicLateParts';
import type { HomeVideo } from '../../../shared/types/catalogue';

const M = PUBLIC_LATE_MSG.home;

/**
 * The intro video as a click-to-play poster: nothing is fetched from YouTube until the visitor
 * asks, so a blocked or failing embed never breaks the page; a plain link is always offered.
 */
export function VideoEmbed({ video }: { video: HomeVideo }) {
  const [playing, setPlaying] = useState(false);
  const id = encodeURIComponent(video.youtubeId);
  return (
    <Box>
      <Box sx={{ position: 'relative', width: '100%', aspectRatio: '16 / 9', borderRadius: 2, overflow: 'hidden', bgcolor: 'primary.dark', boxShadow: 4 }}>
        {playing ? (
          <Box
            component="iframe"
            src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`}
            title={video.title}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
          />
        ) : (
          <Box component="button" type="button" onClick={() => setPlaying(true)} aria-label={`${M.videoPlay}: ${video.title}`} sx={{ all: 'unset', cursor: 'pointer', position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', '&:focus-visible': { outline: '3px solid #f5a623', outlineOffset: -3 } }}>
            <Box component="img" src="/images/site/video-poster.svg" alt="" width={1280} height={720} loading="lazy" sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }} />
            <PlayCircleIcon sx={{ position: 'relative', fontSize: 88, color: 'common.white', filter: 'drop-shadow(0 2px 8px rgba(0,0,0,.4))' }} />
          </Box>
        )}
      </Box>
      <Link href={`https://www.youtube.com/watch?v=${id}`} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-block', mt: 1 }}>
        {M.videoFallback}
      </Link>
    </Box>
  );
}
