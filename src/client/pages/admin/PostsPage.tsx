import { useMemo, useState } from 'react';
import { AdminPageHeader, ListLoadState } from '../../components/AdminListFrame';
import Box from '@mui/material/Box';
import PostAddIcon from '@mui/icons-material/PostAdd';
import { NEWS_ADMIN_MSG as M } from '../../../shared/messages/newsAdmin';
import type { NewsItem } from '../../../shared/types/news';
import { errorMessage, isNetworkError } from '../../app/api';
import { usePageMeta } from '../../components/usePageMeta';
import { NewsDetailDialog } from '../../features/newsAdmin/NewsDetailDialog';
import { NewsFormDialog } from '../../features/newsAdmin/NewsFormDialog';
import { NewsTable } from '../../features/newsAdmin/NewsTable';
import { useGetAdminNewsListQuery, useGetNewsDeliveriesQuery } from '../../features/newsAdmin/newsAdminApi';
import { useNewsActions } from '../../features/newsAdmin/useNewsActions';

type Open = { kind: 'add' } | { kind: 'edit'; item: NewsItem } | { kind: 'view'; item: NewsItem } | null;

/** The inline fetch error: the server's refusal, or the failure to reach it. */
function listError(error: unknown): string {
  if (isNetworkError(error)) return M.listError((error as { error?: string }).error ?? M.unknownError);
  return M.listFailed(errorMessage(error, M.unknownError));
}

/** /administration/posts: news management. */
export default function PostsPage() {
  usePageMeta(`${M.title} | Quản trị`, M.pageDescription);
  const list = useGetAdminNewsListQuery();
  const deliveries = useGetNewsDeliveriesQuery();
  const byNews = useMemo(() => new Map((deliveries.data ?? []).map((d) => [d.newsId, d])), [deliveries.data]);
  const { remove, send, sendingId } = useNewsActions();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  return (
    <Box>
      <AdminPageHeader title={M.title} actionLabel={M.add} actionIcon={<PostAddIcon />} onAction={() => setOpen({ kind: 'add' })} />

      <ListLoadState query={list} texts={M} errorText={listError(list.error)} />
      {list.data && (
        <NewsTable
          items={list.data}
          deliveries={byNews}
          sendingId={sendingId}
          onView={(item) => setOpen({ kind: 'view', item })}
          onEdit={(item) => setOpen({ kind: 'edit', item })}
          onDelete={(item) => void remove(item)}
          onSend={(item) => void send(item)}
        />
      )}

      {open?.kind === 'view' && <NewsDetailDialog item={open.item} onClose={close} />}
      {open?.kind === 'add' && <NewsFormDialog onClose={close} />}
      {open?.kind === 'edit' && <NewsFormDialog key={open.item.id} item={open.item} onClose={close} />}
    </Box>
  );
}
