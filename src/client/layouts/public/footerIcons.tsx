import type { SvgIconComponent } from '@mui/icons-material';
import AwardIcon from '@mui/icons-material/EmojiEvents';
import FacebookIcon from '@mui/icons-material/Facebook';
import FileTextIcon from '@mui/icons-material/Description';
import GlobeIcon from '@mui/icons-material/Public';
import LinkedinIcon from '@mui/icons-material/LinkedIn';
import MailIcon from '@mui/icons-material/Email';
import MapPinIcon from '@mui/icons-material/Place';
import PhoneIcon from '@mui/icons-material/Phone';
import SendIcon from '@mui/icons-material/Send';
import ShieldIcon from '@mui/icons-material/Shield';
import StarIcon from '@mui/icons-material/Star';
import UsersIcon from '@mui/icons-material/Groups';
import type { FooterColor, FooterIcon } from '../../../shared/types/company';

/** The footer's named icons drawn with Material icons. */
export const FOOTER_ICON: Record<FooterIcon, SvgIconComponent> = {
  Facebook: FacebookIcon,
  Linkedin: LinkedinIcon,
  Shield: ShieldIcon,
  FileText: FileTextIcon,
  Star: StarIcon,
  Award: AwardIcon,
  Users: UsersIcon,
  Globe: GlobeIcon,
  MapPin: MapPinIcon,
  Mail: MailIcon,
  Phone: PhoneIcon,
  Send: SendIcon,
};

/** The brand colour names, light enough to read on the dark footer. */
export const FOOTER_COLOR: Record<FooterColor, string> = {
  blue: '#64b5f6',
  purple: '#ce93d8',
  red: '#ef9a9a',
  green: '#a5d6a7',
};
