/** What next-auth hands the login form when the credentials provider refuses on rate limit. */
export const LOGIN_RATE_LIMITED = "RATE_LIMITED";
