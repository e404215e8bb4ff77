/**
 * The content model of a service page: a hero plus an ordered
 * list of typed sections. The server stores it as JSON per page and serves it from
 * GET /services/{slug}; the client maps each section `type` to one shared component.
 */

/** The nine service pages, by route slug (the route is `/${slug}`). */
export const SERVICE_PAGE_SLUGS = [
  'dang-ky-bao-ho-nhan-hieu',
  'dang-ky-bao-ho-ban-quyen',
  'bao-ho-kieu-dang-cong-nghiep',
  'bao-ho-sang-che-giai-phap-huu-ich',
  'xu-ly-xam-pham',
  'ma-so-ma-vach',
  'giay-phep-doanh-nghiep-khoa-hoc-cong-nghe',
  'dang-ky-giay-phep-mang-xa-hoi',
  'tu-van-soan-thao-hop-dong',
] as const;
export type ServicePageSlug = (typeof SERVICE_PAGE_SLUGS)[number];

/** The colours and icons a timeline step may use. */
export const TIMELINE_COLORS = ['blue', 'emerald', 'purple', 'orange'] as const;
export type TimelineColor = (typeof TIMELINE_COLORS)[number];
export const TIMELINE_ICONS = ['search', 'fileText', 'upload', 'cog', 'clock'] as const;
export type TimelineIcon = (typeof TIMELINE_ICONS)[number];

/** Icons of benefit / feature / reason items (the client maps each to an MUI icon). */
export const FEATURE_ICONS = [
  'shield', 'award', 'users', 'globe', 'star', 'check', 'clock', 'money', 'support', 'search',
  'fileText', 'scale', 'lightbulb', 'barcode', 'trendingUp', 'lock', 'handshake', 'store',
] as const;
export type FeatureIcon = (typeof FEATURE_ICONS)[number];
export const FEATURE_COLORS = ['blue', 'emerald', 'purple', 'orange', 'red', 'teal'] as const;
export type FeatureColor = (typeof FEATURE_COLORS)[number];

export interface ServiceHero {
  /** Small line above the title (e.g. the service group). */
  eyebrow: string;
  title: string;
  description: string;
  /** Short selling points shown as chips under the description. */
  highlights: string[];
  image: string;
  imageAlt: string;
  /** Defaults to "Tư vấn miễn phí"; the button scrolls to #contact-form. */
  ctaText?: string;
}

/** A benefit, feature or reason. */
export interface FeatureItem {
  title: string;
  description: string;
  icon: FeatureIcon;
  color: FeatureColor;
  /** A figure shown large, e.g. "99%" or "24/7". */
  stat?: string;
}

export interface ProcessStepDetail {
  type: string;
  desc: string;
  accuracy?: string;
  time?: string;
}

export interface ProcessStep {
  id: number;
  step: number;
  title: string;
  description: string;
  details: ProcessStepDetail[];
}

export interface TimelineStep {
  title: string;
  description: string;
  color: TimelineColor;
  duration: string;
  icon: TimelineIcon;
  /** Sub-stages of a long step (e.g. formal examination 1 month, publication 2 months). */
  breakdown?: Array<{ label: string; duration: string }>;
}

export interface PricingPlan {
  id: number;
  title: string;
  description: string;
  /** Shown after the price ("VND", "đ"); empty when the price is a text such as "Liên hệ". */
  currency: string;
  price: string;
  featured: boolean;
  features: Array<string | { text: string }>;
  image?: string;
  imageAlt?: string;
  /** A note shown under the features (e.g. the delivery time). */
  customContent?: string;
  /** Defaults to "Đăng ký tư vấn". */
  buttonText?: string;
}

export interface ListEntry {
  title: string;
  description?: string;
}

export interface ExpandableItem {
  id: string;
  title: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface TabPanel {
  id: string;
  label: string;
  heading: string;
  paragraphs: string[];
  /** An optional comparison table: the first row is the header. */
  table?: string[][];
  bullets?: string[];
  /** Expandable items inside the tab, one open at a time. */
  expandables?: ExpandableItem[];
}

export interface DocumentItem {
  title: string;
  description: string;
  /** The text of a template the visitor can read and copy (e.g. the power of attorney). */
  template?: { label: string; lines: string[] };
}

interface SectionBase {
  /** Anchor id, unique within the page. */
  id: string;
  heading: string;
  intro?: string;
}

export type ServiceSection =
  | (SectionBase & { type: 'text'; paragraphs: string[]; bullets?: string[] })
  | (SectionBase & { type: 'tabs'; tabs: TabPanel[] })
  | (SectionBase & { type: 'accordion'; items: ExpandableItem[] })
  | (SectionBase & { type: 'toggles'; items: ExpandableItem[] })
  | (SectionBase & { type: 'benefits'; items: FeatureItem[]; note?: string })
  | (SectionBase & { type: 'reasons'; items: FeatureItem[] })
  | (SectionBase & { type: 'process'; variant: 'detailed' | 'simple'; steps: ProcessStep[] })
  | (SectionBase & { type: 'timeline'; steps: TimelineStep[]; total?: string })
  | (SectionBase & { type: 'pricing'; layout: 'feature' | 'card'; plans: PricingPlan[]; note?: string })
  | (SectionBase & { type: 'list'; items: ListEntry[]; numbered?: boolean })
  | (SectionBase & { type: 'duration'; value: string; description: string; items?: ListEntry[] })
  | (SectionBase & { type: 'documents'; items: DocumentItem[] })
  | (SectionBase & { type: 'cta'; text: string; buttonText: string })
  | (SectionBase & { type: 'partners' })
  | (SectionBase & { type: 'contact' });

export type ServiceSectionType = ServiceSection['type'];

export interface ServicePageContent {
  hero: ServiceHero;
  sections: ServiceSection[];
}

/** The payload of GET /services/{slug}. */
export interface ServicePage {
  slug: string;
  title: string;
  metaDescription: string;
  content: ServicePageContent;
  updatedAt: string;
}

/** A past partner or customer, GET /service/previous-partners. */
export interface Partner {
  id: number;
  image: string;
  title: string;
  shortName: string;
}

/** A page as written in the seed files (the server adds updatedAt). */
export type ServicePageSeed = Omit<ServicePage, 'updatedAt'>;

/** Partner carousel: timing and items per slide by window width. */
export const PARTNER_CAROUSEL = {
  intervalMs: 3000,
  transitionMs: 500,
  /** Below each width (px), this many logos per slide; otherwise `wide`. */
  breakpoints: [
    { below: 480, items: 2 },
    { below: 768, items: 3 },
    { below: 1024, items: 4 },
  ],
  wide: 6,
} as const;
