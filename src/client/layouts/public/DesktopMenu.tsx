import { useState, type KeyboardEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { PUBLIC_MSG } from '../../../shared/messages/publicSite';
import { MENU, isActive, type MenuItem } from './menu';

const M = PUBLIC_MSG.frame;

/**
 * The large-screen menu: sub-entries open on hover, and from the keyboard with the chevron
 * button (Enter/Space toggles, Escape closes, leaving the group with Tab closes it).
 */
export function DesktopMenu() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState<string | null>(null);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') setOpen(null);
  };

  return (
    <Box component="nav" aria-label={M.mainMenu}>
      <Box component="ul" sx={{ display: 'flex', alignItems: 'center', gap: 0.25, listStyle: 'none', m: 0, p: 0 }}>
        {MENU.map((item) => (
          <Box
            component="li"
            key={item.id}
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
                <IconButton
                  size="small"
                  aria-label={open === item.id ? M.collapse(item.title) : M.expand(item.title)}
                  aria-expanded={open === item.id}
                  aria-controls={`submenu-${item.id}`}
                  onClick={() => setOpen((o) => (o === item.id ? null : item.id))}
                  sx={{ ml: -0.75 }}
                >
                  <ExpandMoreIcon fontSize="small" sx={{ transition: 'transform .2s', transform: open === item.id ? 'rotate(180deg)' : 'none' }} />
                </IconButton>
              )}
            </Box>
            {item.children && open === item.id && <Submenu item={item} pathname={pathname} onChoose={() => setOpen(null)} />}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function Submenu({ item, pathname, onChoose }: { item: MenuItem; pathname: string; onChoose: () => void }) {
  return (
    <Paper
      id={`submenu-${item.id}`}
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
