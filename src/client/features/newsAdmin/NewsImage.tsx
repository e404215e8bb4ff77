import { useState } from 'react';
import Box from '@mui/material/Box';

export const NEWS_PLACEHOLDER = '/images/newsAdmin/placeholder.svg';

interface Props {
  src: string;
  alt: string;
  width: number;
  height: number;
  lazy?: boolean;
}

/** An article image that falls back to our placeholder when it is missing or fails to load. */
export function NewsImage({ src, alt, width, height, lazy = false }: Props) {
  const [failed, setFailed] = useState(false);
  const shown = !src || failed ? NEWS_PLACEHOLDER : src;
  return (
    <Box
      component="img"
      src={shown}
      alt={alt}
      width={width}
      height={height}
      loading={lazy ? 'lazy' : undefined}
      data-fallback={shown === NEWS_PLACEHOLDER ? 'true' : undefined}
      onError={() => setFailed(true)}
      sx={{ objectFit: 'cover', borderRadius: 1, bgcolor: 'grey.100', maxWidth: '100%', height: 'auto', display: 'block' }}
    />
  );
}
