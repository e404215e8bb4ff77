import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { toast } from 'react-toastify';
import { CHAT_MSG } from '../../../shared/messages/chat';
import { CHAT_FILES_MSG } from '../../../shared/messages/chatAttachments';
import { PRIORITIES, type Priority } from '../../../shared/realtime';
import type { Conversation } from '../../../shared/types/chat';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ChatComposer } from '../../components/ChatComposer';
import { ChatAttachmentView } from '../../components/ChatAttachmentView';
import { newTempId } from '../../realtime/stompClient';
import {
  useAssignConversationMutation,
  useGetChatFileMutation,
  useGetConversationMessagesQuery,
  useSendStaffChatFileMutation,
  useMarkConversationReadMutation,
  useSetConversationPriorityMutation,
  useSetConversationStatusMutation,
} from './adminChatApi';
import { adminChatSendRequested, adminChatTypingRequested, selectAdminChatStatus, selectGuestTyping, selectSendError } from './adminChatSlice';
import { displayName, presenceText } from './conversations';
import { useCannedAssist } from './useCannedAssist';
import { VisitorContext } from './VisitorContext';

const timeFormat = new Intl.DateTimeFormat('vi-VN', { hour: '2-digit', minute: '2-digit', day: '2-digit', month: '2-digit' });

/** The open conversation: header, assign to me, priority, thread and composer. */
export function ConversationThread({ conversation, myId }: { conversation: Conversation; myId: number }) {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAdminChatStatus);
  const sendError = useAppSelector(selectSendError);
  const { guestId } = conversation;
  const guestTyping = useAppSelector((s) => selectGuestTyping(s, guestId));
  const { data: messages = [], isLoading } = useGetConversationMessagesQuery(guestId);
  const [markRead] = useMarkConversationReadMutation();
  const [assign, assignState] = useAssignConversationMutation();
  const [setPriority, priorityState] = useSetConversationPriorityMutation();
  const [setStatus, statusState] = useSetConversationStatusMutation();
  const end = useRef<HTMLDivElement>(null);
  const cannedAssist = useCannedAssist();
  const [sendFile] = useSendStaffChatFileMutation();
  const [getFile] = useGetChatFileMutation();

  // Opening resets the unread count, and so does a message arriving while it is open.
  useEffect(() => {
    if (conversation.unreadCount > 0) markRead(guestId).unwrap().catch(() => toast.error(CHAT_MSG.admin.loadFailed));
  }, [guestId, conversation.unreadCount, markRead]);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, guestId]);

  const fail = () => toast.error(CHAT_MSG.admin.loadFailed);
  const mine = conversation.assignedAdmin === myId;
  const resolved = conversation.status === 'resolved';

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Box sx={{ flex: 1, minWidth: 160 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {displayName(conversation)}
          </Typography>
          <Typography variant="caption" sx={{ color: conversation.isOnline ? 'success.main' : 'text.secondary' }}>
            {presenceText(conversation)}
          </Typography>
        </Box>
        {mine ? (
          <Typography variant="body2" sx={{ color: 'success.main' }}>
            {CHAT_MSG.admin.assignedToMe}
          </Typography>
        ) : (
          <>
            {conversation.assignedAdminName && <Typography variant="body2">{CHAT_MSG.admin.assignedTo(conversation.assignedAdminName)}</Typography>}
            <Button variant="outlined" size="small" disabled={assignState.isLoading} onClick={() => assign({ guestId, adminId: myId }).unwrap().catch(fail)}>
              {CHAT_MSG.admin.assignToMe}
            </Button>
          </>
        )}
        <Button
          variant={resolved ? 'outlined' : 'contained'}
          color="success"
          size="small"
          disabled={statusState.isLoading}
          onClick={() => setStatus({ guestId, status: resolved ? 'open' : 'resolved' }).unwrap().catch(fail)}
        >
          {resolved ? CHAT_MSG.conversationState.reopen : CHAT_MSG.conversationState.resolve}
        </Button>
        <FormControl size="small" sx={{ minWidth: 150 }}>
          <InputLabel id={`priority-${guestId}`}>{CHAT_MSG.admin.priority}</InputLabel>
          <Select
            labelId={`priority-${guestId}`}
            label={CHAT_MSG.admin.priority}
            value={conversation.priority}
            disabled={priorityState.isLoading}
            onChange={(e) => setPriority({ guestId, priority: e.target.value as Priority }).unwrap().catch(fail)}
          >
            {PRIORITIES.map((p) => (
              <MenuItem key={p} value={p}>
                {CHAT_MSG.admin.priorities[p]}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Box>
      <VisitorContext conversation={conversation} />
      <Box role="log" aria-label={displayName(conversation)} sx={{ flex: 1, overflowY: 'auto', p: 2, bgcolor: 'grey.50', display: 'flex', flexDirection: 'column', gap: 1 }}>
        {!isLoading && messages.length === 0 && <Typography sx={{ color: 'text.secondary' }}>{CHAT_MSG.admin.noMessages}</Typography>}
        {messages.map((m) => {
          const staff = m.senderType === 'ADMIN';
          return (
            <Box key={m.id} sx={{ alignSelf: staff ? 'flex-end' : 'flex-start', maxWidth: '75%' }}>
              <Box sx={{ px: 1.5, py: 1, borderRadius: 2, bgcolor: staff ? 'primary.main' : 'background.paper', color: staff ? 'primary.contrastText' : 'text.primary', border: staff ? 0 : 1, borderColor: 'divider', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {m.attachment ? (
                  <ChatAttachmentView attachment={m.attachment} source={{ load: () => getFile(m.attachment!.id).unwrap() }} inverted={staff} onFailure={() => toast.error(CHAT_FILES_MSG.openFailed)} />
                ) : (
                  <Typography variant="body2">{m.content}</Typography>
                )}
              </Box>
              <Typography variant="caption" sx={{ display: 'block', textAlign: staff ? 'right' : 'left', color: 'text.secondary' }}>
                {timeFormat.format(new Date(m.createdAt))}
              </Typography>
            </Box>
          );
        })}
        <div ref={end} />
      </Box>
      <Typography role="status" variant="caption" sx={{ px: 2, minHeight: 20, color: 'text.secondary', fontStyle: 'italic' }}>
        {guestTyping ? CHAT_MSG.typing.guest : ''}
      </Typography>
      {sendError && <Alert severity="error">{sendError}</Alert>}
      <ChatComposer
        canSend={status === 'CONNECTED'}
        onSend={(content) => dispatch(adminChatSendRequested({ guestId, content }))}
        label={CHAT_MSG.admin.composerLabel}
        placeholder={CHAT_MSG.admin.composerPlaceholder}
        sendLabel={CHAT_MSG.admin.send}
        assist={cannedAssist}
        onTyping={() => dispatch(adminChatTypingRequested(guestId))}
        attach={(file) => sendFile({ guestId, file, tempId: newTempId() }).unwrap()}
      />
    </Box>
  );
}
