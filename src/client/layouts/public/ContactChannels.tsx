import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Tooltip from '@mui/material/Tooltip';
import ChatIcon from '@mui/icons-material/Chat';
import EmailIcon from '@mui/icons-material/Email';
import ForumIcon from '@mui/icons-material/Forum';
import MapIcon from '@mui/icons-material/Place';
import PhoneIcon from '@mui/icons-material/Phone';
import SmsIcon from '@mui/icons-material/Sms';
import type { SvgIconComponent } from '@mui/icons-material';
import { PUBLIC_MSG } from '../../../shared/messages/publicSite';
import type { ChannelKind, ContactChannel } from './contactChannels';

const M = PUBLIC_MSG.frame;

const CHANNEL: Record<ChannelKind, { label: string; Icon: SvgIconComponent; color: string; external: boolean }> = {
  email: { label: M.channelEmail, Icon: EmailIcon, color: '#0b4f8a', external: false },
  map: { label: M.channelMap, Icon: MapIcon, color: '#2e7d32', external: true },
  sms: { label: M.channelSms, Icon: SmsIcon, color: '#6a1b9a', external: false },
  messenger: { label: M.channelMessenger, Icon: ForumIcon, color: '#0866ff', external: true },
  zalo: { label: M.channelZalo, Icon: ChatIcon, color: '#0068ff', external: true },
  phone: { label: M.channelPhone, Icon: PhoneIcon, color: '#c8102e', external: false },
};

/**
 * The contact widget's open list of channels. Its own chunk (with Tooltip and Popper): it loads
 * when a visitor first opens the widget.
 */
export default function ContactChannels({ channels }: { channels: ContactChannel[] }) {
  return (
    <Box component="ul" id="contact-channels" aria-label={M.contactHeading} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
      {channels.map(({ kind, href }) => {
        const { label, Icon, color, external } = CHANNEL[kind];
        return (
          <li key={kind}>
            <Tooltip title={label} placement="left">
              <Fab
                size="small"
                component="a"
                href={href}
                aria-label={label}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                sx={{ bgcolor: color, color: 'common.white', '&:hover': { bgcolor: color, filter: 'brightness(1.1)' } }}
              >
                <Icon fontSize="small" />
              </Fab>
            </Tooltip>
          </li>
        );
      })}
    </Box>
  );
}
