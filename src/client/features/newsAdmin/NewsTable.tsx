import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import VisibilityIcon from '@mui/icons-material/Visibility';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import { NEWS_ADMIN_MSG as M } from '../../../shared/messages/newsAdmin';
import type { NewsItem } from '../../../shared/types/news';
import type { NewsDeliverySummary } from '../../../shared/types/newsAdmin';
import { formatDate } from './formatDate';
import { NewsImage } from './NewsImage';

interface Props {
  items: NewsItem[];
  deliveries: Map<number, NewsDeliverySummary>;
  /** The article whose e-mail is being sent (its button waits). */
  sendingId: number | null;
  onView: (item: NewsItem) => void;
  onEdit: (item: NewsItem) => void;
  onDelete: (item: NewsItem) => void;
  onSend: (item: NewsItem) => void;
}

function Action({ label, onClick, color, disabled, children }: { label: string; onClick: () => void; color?: 'error' | 'primary' | 'secondary'; disabled?: boolean; children: React.ReactNode }) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} onClick={onClick} color={color ?? 'primary'} size="small" disabled={disabled}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** The news table: image, title with subtitle, author, date, e-mail counts and actions. */
export function NewsTable({ items, deliveries, sendingId, onView, onEdit, onDelete, onSend }: Props) {
  if (!items.length) {
    return (
      <Paper sx={{ p: 4, textAlign: 'center' }}>
        <Typography color="text.secondary">{M.empty}</Typography>
      </Paper>
    );
  }
  const C = M.columns;
  return (
    <TableContainer component={Paper}>
      <Table size="small" aria-label={M.title}>
        <TableHead>
          <TableRow>
            <TableCell>{C.image}</TableCell>
            <TableCell>{C.title}</TableCell>
            <TableCell>{C.author}</TableCell>
            <TableCell>{C.createdAt}</TableCell>
            <TableCell>{C.mail}</TableCell>
            <TableCell align="right">{C.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((n, i) => {
            const d = deliveries.get(n.id);
            return (
              <TableRow key={n.id} hover>
                <TableCell sx={{ width: 112 }}>
                  <NewsImage src={n.image} alt={M.imageAlt(n.title)} width={96} height={60} lazy={i > 6} />
                </TableCell>
                <TableCell sx={{ minWidth: 220 }}>
                  <Typography sx={{ fontWeight: 600 }}>{n.title}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {n.subtitle}
                  </Typography>
                </TableCell>
                <TableCell>{n.author}</TableCell>
                <TableCell>{formatDate(n.createdAt)}</TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                    <Chip size="small" color={d?.sent ? 'success' : 'default'} variant="outlined" label={M.sentCount(d?.sent ?? 0)} />
                    <Chip size="small" color={d?.failed ? 'error' : 'default'} variant="outlined" label={M.failedCount(d?.failed ?? 0)} />
                    {!!d?.pending && <Chip size="small" color="warning" variant="outlined" label={M.pendingCount(d.pending)} />}
                  </Box>
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Action label={M.view(n.title)} onClick={() => onView(n)}>
                    <VisibilityIcon fontSize="small" />
                  </Action>
                  <Action label={M.edit(n.title)} onClick={() => onEdit(n)}>
                    <EditIcon fontSize="small" />
                  </Action>
                  <Action label={M.remove(n.title)} onClick={() => onDelete(n)} color="error">
                    <DeleteIcon fontSize="small" />
                  </Action>
                  <Action label={M.send(n.title)} onClick={() => onSend(n)} color="secondary" disabled={sendingId === n.id}>
                    <ForwardToInboxIcon fontSize="small" />
                  </Action>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
