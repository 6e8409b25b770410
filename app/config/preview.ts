/** A page asked for with this parameter shows an editor's draft (a signed preview link): rendered per request, never stored. */
export const PREVIEW_PARAM = "preview";
/** How long a preview link works. */
export const PREVIEW_LINK_DAYS = 3;
