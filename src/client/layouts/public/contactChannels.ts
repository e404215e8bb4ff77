import type { FooterData } from '../../../shared/types/company';

export type ChannelKind = 'email' | 'map' | 'sms' | 'messenger' | 'zalo' | 'phone';

export interface ContactChannel {
  kind: ChannelKind;
  href: string;
}

const digits = (n: string) => n.replace(/[^\d+]/g, '');

/**
 * The contact widget's links, derived from the firm's data so they are edited in one
 * place: the company e-mail, the head office on Google Maps, SMS and call to the hotline, and the
 * Messenger and Zalo links of the social list (Zalo falls back to the Zalo phone contact).
 */
export function contactChannels(data: FooterData | undefined): ContactChannel[] {
  if (!data) return [];
  const hotline = data.phoneContacts.find((p) => p.label === 'Hotline') ?? data.phoneContacts[0];
  const social = (label: string) => data.socials.find((s) => s.label.toLowerCase() === label)?.href;
  const zaloPhone = data.phoneContacts.find((p) => /zalo/i.test(p.label));
  const zalo = social('zalo') ?? (zaloPhone ? `https://zalo.me/${digits(zaloPhone.number)}` : undefined);
  const office = data.locations[0];
  const channels: Array<ContactChannel | null> = [
    { kind: 'email', href: `mailto:${data.company.email}` },
    office ? { kind: 'map', href: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(office.address)}` } : null,
    hotline ? { kind: 'sms', href: `sms:${digits(hotline.number)}` } : null,
    social('messenger') ? { kind: 'messenger', href: social('messenger')! } : null,
    zalo ? { kind: 'zalo', href: zalo } : null,
    hotline ? { kind: 'phone', href: `tel:${digits(hotline.number)}` } : null,
  ];
  return channels.filter((c): c is ContactChannel => c !== null);
}
