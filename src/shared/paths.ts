/** Every route of the SPA in one place: the client's router and links, and the server's sitemap and e-mails. */
export const paths = {
  home: '/',
  about: '/ve-chung-toi',
  contact: '/lien-he',
  news: '/tin-tuc',
  careers: '/tuyen-dung',
  /** An article by numeric id (cards) or slug (footer links). */
  newsArticle: (id: number | string) => `/tin-tuc/${id}`,
  /** A job page: the id travels base64-encoded. */
  job: (id: number) => `/tuyen-dung/vi-tri/${btoa(String(id))}`,
  login: '/login',
  admin: {
    root: '/administration',
    customers: '/administration/customers',
    /** The customer list with one request's detail open (a notification's link). */
    customerRequest: (id: number) => `/administration/customers?id=${id}`,
    posts: '/administration/posts',
    employees: '/administration/employees',
    chats: '/administration/chats',
    jobs: '/administration/jobs',
  },
} as const;
