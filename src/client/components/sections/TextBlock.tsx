import Box from '@mui/material/Box';
import { ExpandableBody } from './ExpandableBody';

/** An explainer: paragraphs and an optional bullet list at a comfortable reading width. */
export function TextBlock({ paragraphs, bullets }: { paragraphs: string[]; bullets?: string[] }) {
  return (
    <Box sx={{ maxWidth: 820, mx: 'auto', fontSize: 17 }}>
      <ExpandableBody paragraphs={paragraphs} bullets={bullets} />
    </Box>
  );
}
