/** Business constants shared by the server and the client. */
export const ROLES = ['USER', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

export const ACTIVE_STATES = ['ACTIVE', 'INACTIVE'] as const;
export type ActiveState = (typeof ACTIVE_STATES)[number];

/**
 * The site's fonts, everywhere text is drawn (the theme, the unsubscribe page, the mails): each
 * platform's own font before Arial, whose stand-in on Linux (Liberation Sans 1.x) lacks 44 of the
 * Vietnamese letters, which then come one by one from another font (docs/performance.md, "Fonts").
 * Single quotes: the mails put it inside a double-quoted style attribute.
 */
export const FONT_STACK = "'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Liberation Sans', sans-serif";

export const LOGIN_DELAY_MS = 1500;
export const USERNAME_MIN = 3;
export const PASSWORD_MIN = 6;
export const FULL_NAME_MIN = 2;
export const POSITION_MIN = 2;

/** Access tokens live 15 minutes; refresh tokens a week, rotated on every use. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

export const ADMIN_TOAST_AUTO_CLOSE_MS = 3000;
export const PUBLIC_TOAST_AUTO_CLOSE_MS = 5000;
export const SUCCESS_DIALOG_MS = 1500;

/** Session storage keys. */
export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';

/** JSON bodies larger than this are refused with 413. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/** The id of the JSON data block holding the API answers a server-rendered page was rendered with. */
export const SSR_STATE_ID = 'ssr-state';

/** Viet Nam's offset from UTC in milliseconds: +07:00 all year (no daylight saving since 1975). */
export const VIETNAM_UTC_OFFSET_MS = 7 * 3600_000;
