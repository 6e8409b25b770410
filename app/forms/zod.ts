import { z } from "zod";

// zod probes `new Function` to compile fast object parsers; the site's CSP
// forbids eval, so the probe shows up as a CSP violation in the browser.
// Jitless parsing is plenty fast for forms.
z.config({ jitless: true });

export { z };
