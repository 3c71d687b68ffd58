/** What next-auth hands the login form when the credentials provider refuses on rate limit. */
export const LOGIN_RATE_LIMITED = "RATE_LIMITED";
/** The password was right and the person signs in with a TOTP code too: the form asks for it. */
export const LOGIN_TOTP_REQUIRED = "TOTP_REQUIRED";
/** The code was wrong or already used. */
export const LOGIN_TOTP_INVALID = "TOTP_INVALID";
