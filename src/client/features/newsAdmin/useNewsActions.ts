import { useState } from 'react';
import { toast } from 'react-toastify';
import { NEWS_ADMIN_MSG as M } from '../../../shared/messages/newsAdmin';
import type { NewsItem } from '../../../shared/types/news';
import { errorMessage } from '../../app/api';
import { dialogs } from '../../components/dialogs';
import { useDeleteNewsMutation, useSendNewsEmailMutation } from './newsAdminApi';

/** Delete (after a confirmation) and "send e-mail" with their dialogs and toasts. */
export function useNewsActions() {
  const [deleteNews] = useDeleteNewsMutation();
  const [sendNewsEmail] = useSendNewsEmailMutation();
  const [sendingId, setSendingId] = useState<number | null>(null);

  async function remove(item: NewsItem) {
    if (!item.id) return void dialogs.error(M.missingId);
    if (!(await dialogs.confirm(M.deleteConfirmTitle, M.deleteConfirmText, M.deleteConfirm, M.cancel))) return;
    const res = await deleteNews(item.id);
    if ('data' in res && res.data) void dialogs.success(M.deleted, undefined, 1500);
    else void dialogs.error(M.deleteFailed, errorMessage(res.error, M.unknownError));
  }

  async function send(item: NewsItem) {
    if (!item.id) return void dialogs.error(M.missingId);
    if (!(await dialogs.confirm(M.sendConfirmTitle, M.sendConfirmText, M.sendConfirm, M.cancel))) return;
    setSendingId(item.id);
    const pending = toast.info(M.sending, { autoClose: false });
    try {
      const res = await sendNewsEmail(item.id);
      if ('data' in res && res.data?.ok) toast.success(`${M.emailSent} ${res.data.message}`);
      else toast.error(`${M.emailFailed} ${'data' in res && res.data ? res.data.message : errorMessage(res.error, '')}`.trim());
    } finally {
      toast.dismiss(pending);
      setSendingId(null);
    }
  }

  return { remove, send, sendingId };
}
