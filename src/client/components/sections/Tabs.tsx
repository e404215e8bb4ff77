import { useState } from 'react';
import Box from '@mui/material/Box';
import MuiTab from '@mui/material/Tab';
import MuiTabs from '@mui/material/Tabs';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TabPanel } from '../../../shared/types/servicePage';
import { Accordion } from './Accordion';
import { ExpandableBody } from './ExpandableBody';

/** A tabbed explainer (the trademark page): one panel visible; a panel may hold a table and expandables. */
export function Tabs({ tabs, idPrefix }: { tabs: TabPanel[]; idPrefix: string }) {
  const [current, setCurrent] = useState(tabs[0]?.id ?? '');
  const tabId = (id: string) => `${idPrefix}-tab-${id}`;
  const panelId = (id: string) => `${idPrefix}-panel-${id}`;
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden', maxWidth: 960, mx: 'auto' }}>
      <MuiTabs
        value={current}
        onChange={(_e, value: string) => setCurrent(value)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={tabs.map((t) => t.label).join(', ')}
        sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: '#f3f7fc' }}
      >
        {tabs.map((t) => (
          <MuiTab key={t.id} value={t.id} label={t.label} id={tabId(t.id)} aria-controls={panelId(t.id)} sx={{ fontWeight: 700, fontSize: 16 }} />
        ))}
      </MuiTabs>
      {tabs.map((t) => (
        <Box key={t.id} role="tabpanel" id={panelId(t.id)} aria-labelledby={tabId(t.id)} hidden={t.id !== current} sx={{ p: { xs: 2.5, md: 4 } }}>
          {t.id === current && (
            <>
              <Typography component="h3" variant="h6" sx={{ fontWeight: 800, mb: 2 }}>
                {t.heading}
              </Typography>
              <ExpandableBody paragraphs={t.paragraphs} bullets={t.bullets} />
              {t.table && <ComparisonTable rows={t.table} caption={t.heading} />}
              {t.expandables && (
                <Box sx={{ mt: 2 }}>
                  <Accordion items={t.expandables} />
                </Box>
              )}
            </>
          )}
        </Box>
      ))}
    </Paper>
  );
}

/** A plain table whose first row is the header; it scrolls inside itself on narrow screens. */
function ComparisonTable({ rows, caption }: { rows: string[][]; caption: string }) {
  const [head, ...body] = rows;
  return (
    <Box sx={{ overflowX: 'auto', mt: 2 }} tabIndex={0} role="region" aria-label={caption}>
      <Box component="table" sx={{ borderCollapse: 'collapse', width: '100%', minWidth: 520, '& th, & td': { border: '1px solid', borderColor: 'divider', p: 1.25, textAlign: 'left', verticalAlign: 'top' } }}>
        <thead>
          <tr>
            {head?.map((h) => (
              <Box component="th" scope="col" key={h} sx={{ bgcolor: 'primary.main', color: '#fff' }}>
                {h}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {body.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <Box component="th" scope="row" key={cell} sx={{ fontWeight: 700 }}>
                    {cell}
                  </Box>
                ) : (
                  <td key={`${i}-${cell}`}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
