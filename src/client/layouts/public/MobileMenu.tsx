import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { PUBLIC_MSG } from '../../../shared/messages/publicSite';
import { MENU, isActive } from './menu';

const M = PUBLIC_MSG.frame;

/**
 * The small-screen menu (spec §2): a chevron beside a parent expands its sub-list, one parent at a
 * time; choosing the same parent again collapses it; choosing an entry navigates and closes.
 */
export function MobileMenu({ id, onNavigate }: { id: string; onNavigate: () => void }) {
  const { pathname } = useLocation();
  const [expanded, setExpanded] = useState<string | null>(null);

  return (
    <Box component="nav" id={id} aria-label={M.mainMenu} sx={{ maxHeight: 'calc(100vh - 64px)', overflowY: 'auto', borderTop: 1, borderColor: 'divider' }}>
      <List disablePadding>
        {MENU.map((item) => (
          <Box component="li" key={item.id} sx={{ listStyle: 'none' }}>
            <ListItem
              component="div"
              disablePadding
              secondaryAction={
                item.children && (
                  <IconButton
                    edge="end"
                    aria-label={expanded === item.id ? M.collapse(item.title) : M.expand(item.title)}
                    aria-expanded={expanded === item.id}
                    aria-controls={`mobile-submenu-${item.id}`}
                    onClick={() => setExpanded((e) => (e === item.id ? null : item.id))}
                  >
                    <ExpandMoreIcon sx={{ transition: 'transform .2s', transform: expanded === item.id ? 'rotate(180deg)' : 'none' }} />
                  </IconButton>
                )
              }
            >
              <ListItemButton component={RouterLink} to={item.href} onClick={onNavigate} selected={isActive(item, pathname)} sx={{ py: 1.25 }}>
                <ListItemText primary={item.title} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
              </ListItemButton>
            </ListItem>
            {item.children && (
              <Collapse in={expanded === item.id} timeout="auto" unmountOnExit>
                <List id={`mobile-submenu-${item.id}`} disablePadding sx={{ bgcolor: 'grey.50' }}>
                  {item.children.map((child) => (
                    <ListItemButton key={child.id} component={RouterLink} to={child.href} onClick={onNavigate} selected={pathname === child.href} sx={{ pl: 4 }}>
                      <ListItemText primary={child.title} />
                    </ListItemButton>
                  ))}
                </List>
              </Collapse>
            )}
          </Box>
        ))}
      </List>
    </Box>
  );
}
