import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { SERVICE_PAGE_MSG } from '../../../shared/messages/servicePages';
import type { DocumentItem } from '../../../shared/types/servicePage';

/** Documents the client prepares; a template (e.g. the power of attorney) can be read in place. */
export function DocumentList({ items }: { items: DocumentItem[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, maxWidth: 900, mx: 'auto' }}>
      {items.map((doc, i) => (
        <Paper key={doc.title} component="li" variant="outlined" sx={{ p: 2.5, borderRadius: 3 }}>
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            <DescriptionOutlined aria-hidden color="primary" sx={{ mt: '2px' }} />
            <Box sx={{ minWidth: 0, flexGrow: 1 }}>
              <Typography component="h3" sx={{ fontWeight: 700, fontSize: 17 }}>
                {doc.title}
              </Typography>
              <Typography color="text.secondary">{doc.description}</Typography>
              {doc.template && <Template label={doc.template.label} lines={doc.template.lines} id={`document-template-${i + 1}`} />}
            </Box>
          </Box>
        </Paper>
      ))}
    </Box>
  );
}

/**
 * A template as printed, in a serif that covers Vietnamese: Noto Serif (Android, most Linux systems),
 * DejaVu Serif (Linux), else Times New Roman (Windows, Apple systems). Neither Times New Roman nor the
 * generic serif comes first: on Linux both are Liberation Serif 1.x, without most Vietnamese letters.
 */
const SERIF_STACK = '"Noto Serif", "DejaVu Serif", "Times New Roman", serif';

function Template({ label, lines, id }: { label: string; lines: string[]; id: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen((o) => !o)} aria-expanded={open} aria-controls={id} sx={{ mt: 1.5 }}>
        {open ? SERVICE_PAGE_MSG.hideTemplate : SERVICE_PAGE_MSG.showTemplate}: {label.toLowerCase()}
      </Button>
      <Collapse in={open}>
        <Box id={id} role="region" aria-label={label} sx={{ mt: 1.5, p: 2, bgcolor: '#f8fafc', border: '1px dashed', borderColor: 'divider', borderRadius: 2, fontFamily: SERIF_STACK }}>
          {lines.map((line, i) => (
            <Typography key={`${i}-${line}`} sx={{ mb: 1, textAlign: i < 3 ? 'center' : 'left', fontWeight: i < 3 ? 700 : 400, fontFamily: 'inherit' }}>
              {line}
            </Typography>
          ))}
        </Box>
      </Collapse>
    </>
  );
}
