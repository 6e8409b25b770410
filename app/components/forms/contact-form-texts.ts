/** The contact form's texts shown when the server gives none. */
export const CONTACT_FALLBACK_ERROR = "Something went wrong. Please try again.";
export const CONTACT_UNKNOWN_ERROR = "Unknown error occurred";
