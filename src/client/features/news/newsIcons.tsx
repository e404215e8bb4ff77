import MenuBookIcon from '@mui/icons-material/MenuBook';
import DescriptionIcon from '@mui/icons-material/Description';
import ShieldIcon from '@mui/icons-material/Shield';
import PublicIcon from '@mui/icons-material/Public';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { NewsIcon } from '../../../shared/types/news';

/** The six section icons of the spec, drawn with Material icons; an unknown value falls back to the text icon. */
export const NEWS_ICON_COMPONENTS: Record<NewsIcon, typeof MenuBookIcon> = {
  BOOKOPEN: MenuBookIcon,
  FILETEXT: DescriptionIcon,
  SHIELD: ShieldIcon,
  GLOBE: PublicIcon,
  AWARD: EmojiEventsIcon,
  ALERTTRIANGLE: WarningAmberIcon,
};

export function NewsSectionIcon({ icon }: { icon: string }) {
  const Icon = NEWS_ICON_COMPONENTS[icon as NewsIcon] ?? DescriptionIcon;
  return <Icon color={icon === 'ALERTTRIANGLE' ? 'warning' : 'primary'} aria-hidden data-icon={icon} />;
}
