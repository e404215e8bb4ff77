import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The body of an accordion, toggle or tab: paragraphs, then an optional bullet list. */
export function ExpandableBody({ paragraphs, bullets }: { paragraphs: string[]; bullets?: string[] }) {
  return (
    <>
      {paragraphs.map((p) => (
        <Typography key={p} sx={{ mb: 1.5 }}>
          {p}
        </Typography>
      ))}
      {bullets && bullets.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
          {bullets.map((b) => (
            <li key={b}>
              <Typography component="span">{b}</Typography>
            </li>
          ))}
        </Box>
      )}
    </>
  );
}
