import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import PlaceIcon from '@mui/icons-material/Place';
import { PUBLIC_LATE_MSG } from '../../../shared/messages/publicLateParts';
import type { MapSettings } from '../../../shared/types/catalogue';

/** The defaults: centre 20.95, 105.81, zoom 14, height 600. */
export const DEFAULT_MAP: MapSettings = { lat: 20.95, lng: 105.81, zoom: 14, height: 600, title: 'Bản đồ văn phòng' };

/**
 * The Google map, loaded only when it comes near the viewport. Until then (or if the embed is
 * blocked) the visitor sees a placeholder and always has a plain link to open the map.
 */
export function MapEmbed({ map = DEFAULT_MAP }: { map?: MapSettings }) {
  const ref = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (jsdom) at once; never on the server, as in a hydrating browser.
  const [visible, setVisible] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    if (visible || !ref.current) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setVisible(true);
    }, { rootMargin: '200px' });
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [visible]);

  const q = `${map.lat},${map.lng}`;
  return (
    <Box>
      <Box ref={ref} sx={{ position: 'relative', height: { xs: Math.min(map.height, 360), md: map.height }, bgcolor: 'grey.200', borderRadius: 2, overflow: 'hidden' }}>
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: 'grey.500' }} aria-hidden>
          <PlaceIcon sx={{ fontSize: 64 }} />
        </Box>
        {visible && (
          <Box
            component="iframe"
            title={map.title}
            src={`https://maps.google.com/maps?q=${encodeURIComponent(q)}&z=${map.zoom}&hl=vi&output=embed`}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
          />
        )}
      </Box>
      <Link href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(q)}`} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-block', mt: 1 }}>
        {PUBLIC_LATE_MSG.home.mapFallback}
      </Link>
    </Box>
  );
}
