/** The two categories of the service catalogue: the /dich-vu and /dich-vu-khac overviews. */
export const SERVICE_CATEGORIES = ['Dịch vụ sở hữu trí tuệ', 'Dịch vụ khác'] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

/** A service as the consultation form and the admin filter list it. */
export interface ServiceOption {
  id: number;
  title: string;
}

/** A service card: the overview pages and the home grid. */
export interface ServiceCard {
  id: number;
  title: string;
  description: string;
  image: string;
  href: string;
}

/** A hero slide of the home page; `href` is a route, or `#id` for an element to scroll to. */
export interface HeroSlide {
  id: number;
  title: string;
  subtitle: string;
  description: string;
  image: string;
  buttonText: string;
  href: string;
}

export interface HomeVideo {
  /** YouTube video id, played through youtube-nocookie.com. */
  youtubeId: string;
  title: string;
}

export interface MapSettings {
  lat: number;
  lng: number;
  zoom: number;
  height: number;
  title: string;
}

/** GET /services/home. */
export interface HomePayload {
  heroSlides: HeroSlide[];
  services: ServiceCard[];
  video: HomeVideo;
  map: MapSettings;
}

/** GET /site-config: public settings the client needs at run time. */
export interface SiteConfig {
  /** Google Ads conversion target ("AW-…/…"); null when not configured. */
  adsConversionId: string | null;
}
