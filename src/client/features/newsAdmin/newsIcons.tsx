import MenuBookIcon from '@mui/icons-material/MenuBook';
import DescriptionIcon from '@mui/icons-material/Description';
import ShieldIcon from '@mui/icons-material/Shield';
import PublicIcon from '@mui/icons-material/Public';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { NEWS_ADMIN_MSG as M } from '../../../shared/messages/newsAdmin';
import type { NewsIcon } from '../../../shared/types/news';

// The same drawing as the public article (features stay apart, so the small map is repeated here).
const ICONS: Record<NewsIcon, typeof MenuBookIcon> = {
  BOOKOPEN: MenuBookIcon,
  FILETEXT: DescriptionIcon,
  SHIELD: ShieldIcon,
  GLOBE: PublicIcon,
  AWARD: EmojiEventsIcon,
  ALERTTRIANGLE: WarningAmberIcon,
};

/** A section icon with its Vietnamese name as the accessible label. */
export function SectionIcon({ icon }: { icon: NewsIcon }) {
  const Icon = ICONS[icon] ?? DescriptionIcon;
  return <Icon color={icon === 'ALERTTRIANGLE' ? 'warning' : 'primary'} titleAccess={M.icons[icon] ?? icon} data-icon={icon} fontSize="small" />;
}
