/** Colours and icons the footer data may use. */
export const FOOTER_COLORS = ['blue', 'purple', 'red', 'green'] as const;
export type FooterColor = (typeof FOOTER_COLORS)[number];
export const FOOTER_ICONS = ['Facebook', 'Linkedin', 'Shield', 'FileText', 'Star', 'Award', 'Users', 'Globe', 'MapPin', 'Mail', 'Phone', 'Send'] as const;
export type FooterIcon = (typeof FOOTER_ICONS)[number];

export interface FooterCompany {
  name: string;
  representative: string;
  taxCode: string;
  email: string;
  websiteName: string;
}

export interface FooterLocation {
  id: number;
  type: string;
  address: string;
  color: FooterColor;
}

export interface FooterPhoneContact {
  id: number;
  label: string;
  number: string;
  color: FooterColor;
}

/** An important link; `href` is a news slug/id and the link opens /tin-tuc/{href}. */
export interface FooterImportant {
  id: number;
  text: string;
  href: string;
  icon: FooterIcon;
  color: FooterColor;
}

export interface FooterSocial {
  id: number;
  href: string;
  label: string;
  icon: FooterIcon;
  color: FooterColor;
}

/** GET /services/toto. */
export interface FooterData {
  company: FooterCompany;
  locations: FooterLocation[];
  phoneContacts: FooterPhoneContact[];
  importants: FooterImportant[];
  socials: FooterSocial[];
}

/** GET /company (contact page). */
export interface CompanyInfo {
  company: { name: string; email: string };
  locations: Array<{ id: number; type: string; address: string }>;
  phoneContacts: Array<{ label: string; number: string }>;
}
