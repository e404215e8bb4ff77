import type { SvgIconComponent } from '@mui/icons-material';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import QrCodeScannerOutlined from '@mui/icons-material/QrCodeScannerOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import StarBorderOutlined from '@mui/icons-material/StarBorderOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import type { FeatureIcon, TimelineIcon } from '../../../shared/types/servicePage';

/** Icon names of the content model mapped to MUI icons (decorative: texts carry the meaning). */
export const FEATURE_ICON: Record<FeatureIcon, SvgIconComponent> = {
  shield: ShieldOutlined,
  award: EmojiEventsOutlined,
  users: GroupsOutlined,
  globe: PublicOutlined,
  star: StarBorderOutlined,
  check: CheckCircleOutlined,
  clock: ScheduleOutlined,
  money: PaymentsOutlined,
  support: SupportAgentOutlined,
  search: SearchOutlined,
  fileText: DescriptionOutlined,
  scale: GavelOutlined,
  lightbulb: LightbulbOutlined,
  barcode: QrCodeScannerOutlined,
  trendingUp: TrendingUpOutlined,
  lock: LockOutlined,
  handshake: HandshakeOutlined,
  store: StorefrontOutlined,
};

/** The icons a timeline step may use. */
export const TIMELINE_ICON: Record<TimelineIcon, SvgIconComponent> = {
  search: SearchOutlined,
  fileText: DescriptionOutlined,
  upload: CloudUploadOutlined,
  cog: SettingsOutlined,
  clock: ScheduleOutlined,
};
