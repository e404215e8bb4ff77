import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { toast } from 'react-toastify';
import { CHAT_LEADS_MSG } from '../../../shared/messages/chatLeads';
import { CHAT } from '../../../shared/realtime';
import type { Conversation } from '../../../shared/types/chat';
import { displayPhone } from '../../../shared/validation/phone';
import { errorMessage } from '../../app/api';
import { paths } from '../../../shared/paths';
import { useConvertConversationMutation, useGetChatVisitorQuery } from './chatVisitorApi';

const M = CHAT_LEADS_MSG;
const dateTime = new Intl.DateTimeFormat('vi-VN', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Ho_Chi_Minh' });
const when = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : M.context.unknown);

/**
 * The conversation's visitor for staff: the contact given, the page they are on and where they came
 * from, visits and device, and the customer request (a link to it, or the one-action conversion).
 */
export function VisitorContext({ conversation }: { conversation: Conversation }) {
  const { guestId, updatedAt } = conversation;
  // Read again every half minute (the page changes without a console event) and when the conversation changes.
  const { data: visitor, isError, refetch } = useGetChatVisitorQuery(guestId, { pollingInterval: CHAT.refreshMs });
  useEffect(() => {
    void refetch();
  }, [updatedAt, refetch]);
  const [convert, converting] = useConvertConversationMutation();
  const navigate = useNavigate();

  const onConvert = async () => {
    try {
      const res = await convert(guestId).unwrap();
      toast.success(res.message);
      // A second click (the request exists already) opens it.
      if (!res.data.created) void navigate(paths.admin.customerRequest(res.data.customerRequestId));
    } catch (err) {
      toast.error(errorMessage(err, M.convert.failed));
    }
  };

  if (isError) return <Alert severity="warning">{M.context.loadFailed}</Alert>;
  if (!visitor) return null;
  const contact = visitor.contact;
  const rows: [string, ReactNode][] = [
    ...(contact
      ? ([
          [M.context.name, contact.name],
          [M.context.phone, contact.phone ? <Link href={`tel:${contact.phone}`}>{displayPhone(contact.phone)}</Link> : M.context.unknown],
          [M.context.email, contact.email ? <Link href={`mailto:${contact.email}`}>{contact.email}</Link> : M.context.unknown],
        ] as [string, ReactNode][])
      : ([[M.context.contact, M.context.noContact]] as [string, ReactNode][])),
    [M.context.currentPage, visitor.currentPath ? `${visitor.currentTitle ? `${visitor.currentTitle} — ` : ''}${visitor.currentPath}` : M.context.unknown],
    [M.context.referrer, visitor.firstVisitAt ? (visitor.referrer ?? M.context.directVisit) : M.context.unknown],
    [M.context.firstVisit, when(visitor.firstVisitAt)],
    [M.context.lastVisit, when(visitor.lastVisitAt)],
    [M.context.visits, String(visitor.visits)],
    [M.context.device, visitor.device ?? M.context.unknown],
  ];
  return (
    <Box component="section" aria-labelledby={`visitor-${guestId}`} sx={{ px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Typography id={`visitor-${guestId}`} variant="subtitle2" component="h3">
        {M.context.heading}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 1.5, rowGap: 0.25, m: 0, fontSize: 14, '& dt': { color: 'text.secondary' }, '& dd': { m: 0, overflowWrap: 'anywhere' } }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Box component="dt">{label}</Box>
            <Box component="dd">{value}</Box>
          </Box>
        ))}
      </Box>
      <Box sx={{ mt: 1, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {visitor.customerRequestId !== null ? (
          <Link component={RouterLink} to={paths.admin.customerRequest(visitor.customerRequestId)}>
            {M.convert.open(visitor.customerRequestId)}
          </Link>
        ) : (
          <Button variant="outlined" size="small" disabled={converting.isLoading} onClick={() => void onConvert()}>
            {converting.isLoading ? M.convert.working : M.convert.action}
          </Button>
        )}
      </Box>
    </Box>
  );
}
