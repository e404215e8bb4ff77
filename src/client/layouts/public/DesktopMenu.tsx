import { useState, type Dispatch, type KeyboardEvent, type SetStateAction } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { PUBLIC_MSG } from '../../../shared/messages/publicSite';
import { disclosedProps, useServerDisclosure } from '../../components/useServerDisclosure';
import { MENU, isActive, type MenuItem } from './menu';

const M = PUBLIC_MSG.frame;

/**
 * The large-screen menu: sub-entries open on hover, and from the keyboard with the chevron
 * button (Enter/Space toggles, Escape closes, leaving the group with Tab closes it). The sub-lists
 * are in the page whether open or not (`hidden` when closed): a chevron opens its own before the
 * page's script has run too (useServerDisclosure).
 */
export function DesktopMenu() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState<string | null>(null);

  return (
    <Box component="nav" aria-label={M.mainMenu}>
      <Box component="ul" sx={{ display: 'flex', alignItems: 'center', gap: 0.25, listStyle: 'none', m: 0, p: 0 }}>
        {MENU.map((item) => (
          <Entry key={item.id} item={item} pathname={pathname} open={open === item.id} setOpen={setOpen} />
        ))}
      </Box>
    </Box>
  );
}

function Entry({ item, pathname, open, setOpen }: { item: MenuItem; pathname: string; open: boolean; setOpen: Dispatch<SetStateAction<string | null>> }) {
  const id = `submenu-${item.id}`;
  const chevron = useServerDisclosure(id, open, () => setOpen(item.id));
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') setOpen(null);
  };
  return (
    <Box
      component="li"
      sx={{ position: 'relative' }}
      onMouseEnter={() => item.children && setOpen(item.id)}
      onMouseLeave={() => item.children && setOpen(null)}
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen((o) => (o === item.id ? null : o));
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Button
          component={RouterLink}
          to={item.href}
          color="inherit"
          aria-current={pathname === item.href ? 'page' : undefined}
          sx={{ fontWeight: 600, px: 1, minWidth: 0, whiteSpace: 'nowrap', color: isActive(item, pathname) ? 'primary.main' : 'text.primary' }}
        >
          {item.title}
        </Button>
        {item.children && (
          <IconButton size="small" aria-label={open ? M.collapse(item.title) : M.expand(item.title)} {...chevron} onClick={() => setOpen((o) => (o === item.id ? null : item.id))} sx={{ ml: -0.75 }}>
            <ExpandMoreIcon fontSize="small" sx={{ transition: 'transform .2s', transform: open ? 'rotate(180deg)' : 'none' }} />
          </IconButton>
        )}
      </Box>
      {item.children && <Submenu id={id} open={open} item={item} pathname={pathname} onChoose={() => setOpen(null)} />}
    </Box>
  );
}

function Submenu({ id, open, item, pathname, onChoose }: { id: string; open: boolean; item: MenuItem; pathname: string; onChoose: () => void }) {
  return (
    <Paper
      {...disclosedProps(id, open)}
      elevation={6}
      component="ul"
      sx={{ position: 'absolute', top: '100%', left: 0, minWidth: 300, listStyle: 'none', m: 0, p: 1, zIndex: 10 }}
    >
      {item.children!.map((child) => (
        <li key={child.id}>
          <Button
            component={RouterLink}
            to={child.href}
            onClick={onChoose}
            fullWidth
            color="inherit"
            aria-current={pathname === child.href ? 'page' : undefined}
            sx={{ justifyContent: 'flex-start', fontWeight: 500, py: 1, color: pathname === child.href ? 'primary.main' : 'text.primary' }}
          >
            {child.title}
          </Button>
        </li>
      ))}
    </Paper>
  );
}
