import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

const cut = { display: 'block', minWidth: 0, maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/**
 * A text too long for its table cell: one line cut with "…", the whole text in the tooltip
 * (title) and to screen readers (the text itself is all in the DOM). For identifiers and other
 * single words that would otherwise be broken in the middle or push the cell wider.
 */
export function Ellipsis({ text, sx }: { text: string; sx?: SxProps<Theme> }) {
  return (
    <Box component="span" title={text} sx={[cut, ...(Array.isArray(sx) ? sx : [sx])]}>
      {text}
    </Box>
  );
}

/**
 * An e-mail address in a narrow column: the line may break only before the "@", and each part is
 * cut with "…" when even it is too long; the whole address is in the tooltip. Never broken
 * mid-word ("admin@shtt.l ocal").
 */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  const parts = at > 0 ? [email.slice(0, at), email.slice(at)] : [email];
  return (
    <Box component="span" title={email} sx={{ display: 'block', minWidth: 0, maxWidth: '100%' }}>
      {parts.map((part) => (
        <Box key={part} component="span" sx={{ ...cut, display: 'inline-block', verticalAlign: 'top' }}>
          {part}
        </Box>
      ))}
    </Box>
  );
}
