import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { ExpandableItem } from '../../../shared/types/servicePage';
import { ExpandableBody } from './ExpandableBody';

/** Expandable items where a click toggles each one on its own (the social network licence page). */
export function ToggleList({ items }: { items: ExpandableItem[] }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <Box sx={{ maxWidth: 900, mx: 'auto', display: 'grid', gap: 1.5 }}>
      {items.map((item, i) => {
        const expanded = open.has(item.id);
        return (
          <Paper key={item.id} variant="outlined" sx={{ borderRadius: 2, overflow: 'hidden' }}>
            <Typography component="h3" sx={{ m: 0 }}>
              <ButtonBase
                id={`${item.id}-toggle`}
                aria-expanded={expanded}
                aria-controls={`${item.id}-panel`}
                onClick={() => toggle(item.id)}
                sx={{ width: '100%', justifyContent: 'space-between', textAlign: 'left', gap: 2, px: 2.5, py: 2, fontWeight: 700, fontSize: 17, '&:hover': { bgcolor: 'action.hover' } }}
              >
                <span>
                  {i + 1}. {item.title}
                </span>
                <ExpandMoreIcon aria-hidden sx={{ transition: 'transform 200ms', transform: expanded ? 'rotate(180deg)' : 'none' }} />
              </ButtonBase>
            </Typography>
            <Collapse in={expanded}>
              <Box id={`${item.id}-panel`} role="region" aria-labelledby={`${item.id}-toggle`} sx={{ px: 2.5, pb: 2 }}>
                <ExpandableBody paragraphs={item.paragraphs} bullets={item.bullets} />
              </Box>
            </Collapse>
          </Paper>
        );
      })}
    </Box>
  );
}
