import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { CHAT_MSG } from '../../../shared/messages/chat';
import { CHAT } from '../../../shared/realtime';
import '../../app/backOffice';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { usePageMeta } from '../../components/usePageMeta';
import { selectUserId } from '../../app/authSlice';
import { CannedRepliesDialog } from './CannedRepliesDialog';
import { ChatStatsTiles } from './ChatStatsTiles';
import { StaffAvailabilityBar } from './StaffAvailabilityBar';
import { ConversationList } from './ConversationList';
import { ConversationThread } from './ConversationThread';
import { useGetChatStatsQuery, useGetConversationsQuery } from './adminChatApi';
import { adminChatConnectRequested, adminChatDisconnectRequested, selectAdminChatStatus, selectSoundOn, soundToggled } from './adminChatSlice';
import { FILTERS, filterConversations, type ConversationFilter } from './conversations';

/**
 * The staff chat console. Filter, search and the open conversation are
 * search params, so a reload or a shared link shows the same view.
 */
export function AdminChatConsole() {
  const dispatch = useAppDispatch();
  const myId = useAppSelector(selectUserId);
  const status = useAppSelector(selectAdminChatStatus);
  const soundOn = useAppSelector(selectSoundOn);
  const [params, setParams] = useSearchParams();
  const filter = (FILTERS as readonly string[]).includes(params.get('filter') ?? '') ? (params.get('filter') as ConversationFilter) : 'all';
  const search = params.get('q') ?? '';
  const selected = params.get('guest');
  const [cannedOpen, setCannedOpen] = useState(false);

  useEffect(() => {
    dispatch(adminChatConnectRequested());
    return () => {
      dispatch(adminChatDisconnectRequested());
    };
  }, [dispatch]);

  // Stats every 30 s; the list too, but only while no conversation is open.
  const stats = useGetChatStatsQuery(myId ?? 0, { skip: myId === null, pollingInterval: CHAT.refreshMs });
  const list = useGetConversationsQuery(undefined, { pollingInterval: selected ? 0 : CHAT.refreshMs });
  const all = useMemo(() => list.data ?? [], [list.data]);
  const shown = useMemo(() => filterConversations(all, filter, search, myId), [all, filter, search, myId]);
  const open = all.find((c) => c.guestId === selected) ?? null;
  const unread = all.filter((c) => c.unreadCount > 0).length;
  usePageMeta(unread > 0 ? `(${unread}) ${CHAT_MSG.admin.title}` : CHAT_MSG.admin.title, CHAT_MSG.admin.description);

  const setParam = (key: string, value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: key === 'q' },
    );

  const lost = status === 'DISCONNECTED' || status === 'ERROR' || status === 'RECONNECTING';

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, height: { md: 'calc(100vh - 112px)' }, minHeight: 480 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flex: 1 }}>
          {CHAT_MSG.admin.title}
        </Typography>
        {lost && (
          <Typography role="alert" sx={{ color: 'error.main', fontWeight: 600 }}>
            {CHAT_MSG.admin.connectionLost}
          </Typography>
        )}
        <Button variant="outlined" onClick={() => setCannedOpen(true)}>
          {CHAT_MSG.canned.manage}
        </Button>
        <FormControlLabel control={<Switch checked={soundOn} onChange={() => dispatch(soundToggled())} />} label={CHAT_MSG.admin.sound} />
      </Box>
      {cannedOpen && <CannedRepliesDialog onClose={() => setCannedOpen(false)} />}
      <StaffAvailabilityBar />
      {list.isError && <Alert severity="error">{CHAT_MSG.admin.loadFailed}</Alert>}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '360px 1fr' }, gap: 2, flex: 1, minHeight: 0 }}>
        <Paper variant="outlined" sx={{ p: 1.5, display: { xs: open ? 'none' : 'flex', md: 'flex' }, flexDirection: 'column', gap: 1.5, minHeight: 0 }}>
          <ChatStatsTiles stats={stats.isError ? undefined : stats.data} />
          <ConversationList
            conversations={shown}
            filter={filter}
            search={search}
            selected={selected}
            onFilter={(f) => setParam('filter', f === 'all' ? null : f)}
            onSearch={(q) => setParam('q', q || null)}
            onSelect={(guestId) => setParam('guest', guestId)}
          />
        </Paper>
        <Paper variant="outlined" sx={{ display: { xs: open ? 'flex' : 'none', md: 'flex' }, flexDirection: 'column', minHeight: 420, overflow: 'hidden' }}>
          {open && myId !== null ? (
            <>
              <Button startIcon={<ArrowBackIcon />} onClick={() => setParam('guest', null)} sx={{ display: { md: 'none' }, alignSelf: 'flex-start', m: 1 }}>
                {CHAT_MSG.admin.back}
              </Button>
              <ConversationThread key={open.guestId} conversation={open} myId={myId} />
            </>
          ) : (
            <Box sx={{ m: 'auto', textAlign: 'center', color: 'text.secondary', p: 4 }}>
              <ForumOutlinedIcon sx={{ fontSize: 48 }} aria-hidden />
              <Typography>{CHAT_MSG.admin.selectPrompt}</Typography>
            </Box>
          )}
        </Paper>
      </Box>
    </Box>
  );
}
