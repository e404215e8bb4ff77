/** Every route of the SPA in one place. */
export const paths = {
  home: '/',
  about: '/ve-chung-toi',
  contact: '/lien-he',
  news: '/tin-tuc',
  careers: '/tuyen-dung',
  login: '/login',
  admin: {
    root: '/administration',
    customers: '/administration/customers',
    posts: '/administration/posts',
    employees: '/administration/employees',
    chats: '/administration/chats',
  },
} as const;
