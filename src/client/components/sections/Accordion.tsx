import { useState } from 'react';
import MuiAccordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { ExpandableItem } from '../../../shared/types/servicePage';
import { ExpandableBody } from './ExpandableBody';

interface Props {
  items: ExpandableItem[];
  /** The item open at first; null keeps them all closed. */
  initiallyOpen?: string | null;
}

/** Accordion with one section open at a time: opening one closes the other. */
export function Accordion({ items, initiallyOpen = items[0]?.id ?? null }: Props) {
  const [open, setOpen] = useState<string | null>(initiallyOpen);
  return (
    <Box sx={{ maxWidth: 900, mx: 'auto' }}>
      {items.map((item) => (
        <MuiAccordion
          key={item.id}
          expanded={open === item.id}
          onChange={(_e, expanded) => setOpen(expanded ? item.id : null)}
          disableGutters
          sx={{ mb: 1.5, borderRadius: 2, '&::before': { display: 'none' } }}
        >
          <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${item.id}-summary`} aria-controls={`${item.id}-content`}>
            {/* MUI already wraps the summary in an <h3>: the title itself is plain text. */}
            <Typography component="span" sx={{ fontWeight: 700, fontSize: 17 }}>
              {item.title}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`${item.id}-content`}>
            <ExpandableBody paragraphs={item.paragraphs} bullets={item.bullets} />
          </AccordionDetails>
        </MuiAccordion>
      ))}
    </Box>
  );
}
