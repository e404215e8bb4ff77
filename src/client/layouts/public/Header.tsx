import { startTransition, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import { PUBLIC_MSG } from '../../../shared/messages/publicSite';
import { useHydrated } from '../../components/useHydrated';
import { useServerDisclosure } from '../../components/useServerDisclosure';
import { DesktopMenu } from './DesktopMenu';
import { MobileMenu } from './MobileMenu';
import { TopBar } from './TopBar';
import { useScrolledPast } from './useScrolledPast';

const M = PUBLIC_MSG.frame;

const MOBILE_MENU_ID = 'mobile-menu';

/** The header gains a stronger backdrop once the page is scrolled more than 10 px. */
export const HEADER_SCROLL_THRESHOLD = 10;

/**
 * Whether the media query matches; null on the server and while hydrating, when the page cannot
 * know the screen yet and both variants are sent, each shown by CSS on its own screens. The
 * switch after hydration is a transition (see useHydrated).
 */
function useMatches(mediaQuery: string): boolean | null {
  const query = mediaQuery.replace(/^@media\s*/, '');
  const hydrated = useHydrated();
  const [matches, setMatches] = useState(() => (hydrated ? window.matchMedia(query).matches : null));
  useEffect(() => {
    if (!hydrated) return undefined;
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    if (list.matches !== matches) startTransition(update);
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [hydrated, query, matches]);
  return matches;
}

/** The public header: top bar (large screens), logo to /, the menu (hover on large screens, hamburger on small). */
export function Header() {
  const theme = useTheme();
  const large = useMatches(theme.breakpoints.up('lg'));
  // Before the screen is known (server-rendered HTML): the large and small variants both, by CSS.
  const onLarge = large === null ? { display: { xs: 'none', lg: 'contents' } } : { display: 'contents' };
  const onSmall = large === null ? { display: { lg: 'none' } } : {};
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  const [mobileOpen, setMobileOpen] = useState(false);
  // The phone menu is in the page from the start, hidden: its button opens it before the page's
  // script has run too (useServerDisclosure).
  const menuButton = useServerDisclosure(MOBILE_MENU_ID, mobileOpen, () => setMobileOpen(true));

  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={scrolled ? 4 : 0}
      data-scrolled={scrolled ? 'true' : 'false'}
      sx={{
        bgcolor: scrolled ? 'rgba(255,255,255,0.97)' : 'rgba(255,255,255,0.85)',
        backdropFilter: scrolled ? 'blur(12px) saturate(160%)' : 'blur(4px)',
        borderBottom: scrolled ? 0 : 1,
        borderColor: 'divider',
        transition: 'background-color .25s, box-shadow .25s',
      }}
    >
      {large !== false && (
        <Box sx={onLarge}>
          <TopBar />
        </Box>
      )}
      <Container maxWidth="xl">
        <Toolbar disableGutters sx={{ minHeight: { xs: 64, lg: 72 }, gap: 2 }}>
          <Box component={RouterLink} to="/" onClick={() => setMobileOpen(false)} sx={{ display: 'inline-flex', flexShrink: 0 }}>
            <img src="/images/site/logo.svg" alt={M.logoAlt} width={180} height={48} />
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          {large !== false && (
            <Box sx={onLarge}>
              <DesktopMenu />
            </Box>
          )}
          {large !== true && (
            <IconButton edge="end" sx={onSmall} aria-label={mobileOpen ? M.closeMenu : M.openMenu} {...menuButton} onClick={() => setMobileOpen((o) => !o)}>
              {mobileOpen ? <CloseIcon /> : <MenuIcon />}
            </IconButton>
          )}
        </Toolbar>
      </Container>
      {large !== true && <MobileMenu id={MOBILE_MENU_ID} open={mobileOpen} onNavigate={() => setMobileOpen(false)} />}
    </AppBar>
  );
}
