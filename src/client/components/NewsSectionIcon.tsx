import MenuBookIcon from '@mui/icons-material/MenuBook';
import DescriptionIcon from '@mui/icons-material/Description';
import ShieldIcon from '@mui/icons-material/Shield';
import PublicIcon from '@mui/icons-material/Public';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { NewsIcon } from '../../shared/types/news';

/** The six icons a news section can carry, drawn with Material icons. */
const NEWS_ICON_COMPONENTS: Record<NewsIcon, typeof MenuBookIcon> = {
  BOOKOPEN: MenuBookIcon,
  FILETEXT: DescriptionIcon,
  SHIELD: ShieldIcon,
  GLOBE: PublicIcon,
  AWARD: EmojiEventsIcon,
  ALERTTRIANGLE: WarningAmberIcon,
};

interface Props {
  /** The section's icon; an unknown value (an article written before a change) falls back to the text icon. */
  icon: string;
  /**
   * Its Vietnamese name, where the icon means something on its own (the back-office's section
   * list); without it the icon is decoration beside the section's title and hidden from screen readers.
   */
  label?: string;
  size?: 'small' | 'medium';
}

/** A news section's icon, the same in the public article and in the back-office. */
export function NewsSectionIcon({ icon, label, size = 'medium' }: Props) {
  const Icon = NEWS_ICON_COMPONENTS[icon as NewsIcon] ?? DescriptionIcon;
  const a11y = label === undefined ? { 'aria-hidden': true } : { titleAccess: label };
  return <Icon color={icon === 'ALERTTRIANGLE' ? 'warning' : 'primary'} {...a11y} data-icon={icon} fontSize={size} />;
}
