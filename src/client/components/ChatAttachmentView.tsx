import { useEffect, useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { CHAT_FILES_MSG } from '../../shared/messages/chatAttachments';
import type { ChatAttachment } from '../../shared/types/chat';
import { formatSize, saveAs } from '../app/files';

interface Props {
  attachment: ChatAttachment;
  /**
   * Where the bytes are: the visitor's own address (its guest id is its capability), or for staff a
   * loader that fetches them with the token and answers an object URL (revoked here).
   */
  source: { url: string } | { load: () => Promise<string> };
  /** On a coloured bubble (one's own messages): the link takes the text's colour. */
  inverted?: boolean;
  onFailure?: () => void;
}

/** A staff thumbnail: the image's bytes fetched with the token once, freed when the message goes. */
function useLoadedUrl(source: Props['source'], wanted: boolean, onFailure?: () => void): string | null {
  const [loaded, setLoaded] = useState<string | null>(null);
  const load = 'load' in source ? source.load : null;
  useEffect(() => {
    if (!load || !wanted) return;
    let live = true;
    let url: string | null = null;
    load().then(
      (u) => {
        url = u;
        if (live) setLoaded(u);
        else URL.revokeObjectURL(u);
      },
      () => live && onFailure?.(),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
    // The loader is made anew at each render; the file's id is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted]);
  return 'url' in source ? source.url : loaded;
}

/**
 * A file in a chat message: an image as a thumbnail (its name as the alternative text) linking to
 * the file, a PDF as a link with its name and size. Both download (the server sends them as
 * attachments, never to be shown by the browser as a page).
 */
export function ChatAttachmentView({ attachment, source, inverted = false, onFailure }: Props) {
  const image = attachment.mime.startsWith('image/');
  const url = useLoadedUrl(source, image, onFailure);
  const size = formatSize(attachment.size);
  const color = inverted ? 'inherit' : 'primary';

  // Staff: the bytes are fetched on click (a PDF may be 10 MB) and handed over under the file's name.
  const onClick =
    'load' in source
      ? (e: MouseEvent) => {
          e.preventDefault();
          source.load().then((u) => saveAs(u, attachment.name), () => onFailure?.());
        }
      : undefined;
  const href = 'url' in source ? source.url : '#';

  if (image) {
    return (
      <Link href={href} download={attachment.name} onClick={onClick} aria-label={CHAT_FILES_MSG.imageLink(attachment.name)} sx={{ display: 'inline-block', lineHeight: 0 }}>
        {url ? (
          <Box component="img" src={url} alt={attachment.name} loading="lazy" sx={{ maxWidth: 220, maxHeight: 180, borderRadius: 1, display: 'block', objectFit: 'contain', bgcolor: 'grey.100' }} />
        ) : (
          <Box sx={{ width: 120, height: 90, borderRadius: 1, bgcolor: 'grey.200' }} />
        )}
      </Link>
    );
  }
  return (
    <Link href={href} download={attachment.name} onClick={onClick} color={color} aria-label={CHAT_FILES_MSG.pdfLink(attachment.name, size)} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <PictureAsPdfIcon fontSize="small" aria-hidden />
      <Typography variant="body2" component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {attachment.name}
      </Typography>
      <Typography variant="caption" component="span" sx={{ whiteSpace: 'nowrap', opacity: 0.85 }}>
        ({size})
      </Typography>
    </Link>
  );
}
