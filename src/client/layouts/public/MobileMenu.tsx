import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { PUBLIC_MSG } from '../../../shared/messages/publicSite';
import { disclosedProps, useServerDisclosure } from '../../components/useServerDisclosure';
import { MENU, isActive, type MenuItem } from './menu';

const M = PUBLIC_MSG.frame;

// A row of the list: MUI's list-item look (left-aligned, full width, the chosen entry tinted), drawn
// with the Button the page already has rather than MUI's List components (their code is not in the
// first load, and this menu is: it is in the page before the script runs, see Header).
const entry = {
  justifyContent: 'flex-start',
  textAlign: 'left',
  borderRadius: 0,
  color: 'text.primary',
  fontSize: '1rem',
  lineHeight: 1.5,
  px: 2,
  '&[aria-current="page"], &[data-active="true"]': { bgcolor: 'rgba(11, 79, 138, 0.08)' },
} as const;

function Row({ item, pathname, expanded, onExpand, onNavigate }: { item: MenuItem; pathname: string; expanded: boolean; onExpand: (id: string | null) => void; onNavigate: () => void }) {
  const id = `mobile-submenu-${item.id}`;
  const chevron = useServerDisclosure(id, expanded, () => onExpand(item.id));
  return (
    <Box component="li" sx={{ listStyle: 'none', position: 'relative' }}>
      <Button
        component={RouterLink}
        to={item.href}
        onClick={onNavigate}
        fullWidth
        data-active={isActive(item, pathname)}
        aria-current={pathname === item.href ? 'page' : undefined}
        sx={{ ...entry, fontWeight: 600, py: 1.75, pr: item.children ? 7 : 2 }}
      >
        {item.title}
      </Button>
      {item.children && (
        <>
          <IconButton
            aria-label={expanded ? M.collapse(item.title) : M.expand(item.title)}
            {...chevron}
            onClick={() => onExpand(expanded ? null : item.id)}
            sx={{ position: 'absolute', right: 4, top: 6 }}
          >
            <ExpandMoreIcon sx={{ transition: 'transform .2s', transform: expanded ? 'rotate(180deg)' : 'none' }} />
          </IconButton>
          <Box component="ul" {...disclosedProps(id, expanded)} sx={{ bgcolor: 'grey.50', m: 0, p: 0 }}>
            {item.children.map((child) => (
              <Box component="li" key={child.id} sx={{ listStyle: 'none' }}>
                <Button component={RouterLink} to={child.href} onClick={onNavigate} fullWidth aria-current={pathname === child.href ? 'page' : undefined} sx={{ ...entry, fontWeight: 400, py: 1.5, pl: 4 }}>
                  {child.title}
                </Button>
              </Box>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}

/**
 * The small-screen menu: a chevron beside a parent expands its sub-list, one parent at a
 * time; choosing the same parent again collapses it; choosing an entry navigates and closes. In the
 * page whether open or not (`hidden` when closed), so that it opens before the script has run.
 */
export function MobileMenu({ id, open, onNavigate }: { id: string; open: boolean; onNavigate: () => void }) {
  const { pathname } = useLocation();
  const [expanded, setExpanded] = useState<string | null>(null);

  return (
    <Box component="nav" {...disclosedProps(id, open)} aria-label={M.mainMenu} sx={{ maxHeight: 'calc(100vh - 64px)', overflowY: 'auto', borderTop: 1, borderColor: 'divider' }}>
      <Box component="ul" sx={{ m: 0, p: 0 }}>
        {MENU.map((item) => (
          <Row key={item.id} item={item} pathname={pathname} expanded={expanded === item.id} onExpand={setExpanded} onNavigate={onNavigate} />
        ))}
      </Box>
    </Box>
  );
}
