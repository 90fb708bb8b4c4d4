/** Paths of the back office (SPEC §2), in one place for links, redirects and the route table. */
export const ADMIN_HOME_PATH = '/security/admin';
export const ADMIN_LOGIN_PATH = '/security/admin/login';
export const adminPath = (page: string) => `${ADMIN_HOME_PATH}/${page}`;
