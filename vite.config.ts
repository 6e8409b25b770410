import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contentImages } from "./vite/content-images.ts";
import { headshotArt } from "./vite/headshot-art.ts";
import { inlineScript } from "./vite/inline-script.ts";
import { legalContent } from "./vite/legal-content.ts";
import { reactDomClientModule } from "./vite/react-dom-client-module.ts";
import { responsiveImages } from "./vite/responsive-images.ts";
import { storyCardArt } from "./vite/story-card-art.ts";
import { webinarArt } from "./vite/webinar-art.ts";

export default defineConfig({
  plugins: [contentImages(), tailwindcss(), responsiveImages(), storyCardArt(), webinarArt(), headshotArt(), legalContent(), inlineScript(), reactDomClientModule(), reactRouter()],
  build: {
    // No data: URIs for assets: every file is hashed, cached and allowed by the CSP.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Three long-cached files every page needs: React (with react-dom's small
            // entry: preload, flushSync), React DOM's client, and React Router. The
            // route modules import only React and the router, so the page's modules
            // are evaluated in one short task; React DOM's client (about 200 KB, the
            // longest evaluation) is imported only by the client entry and is
            // evaluated in the next. Higher priority claims a module first: React is
            // claimed before React DOM's client, which would otherwise take it along.
            {
              name: "framework",
              test: /node_modules[\\/](react[\\/]|react-dom[\\/](index|cjs[\\/]react-dom\.production))/,
              priority: 30,
            },
            {
              name: "react-dom-client",
              test: /node_modules[\\/](react-dom|scheduler)[\\/]/,
              priority: 25,
            },
            {
              name: "router",
              test: /node_modules[\\/](react-router|cookie|set-cookie-parser|turbo-stream)[\\/]/,
              priority: 20,
            },
            {
              // The shell every page renders (layout, header, footer, small UI pieces,
              // icons): one file instead of a dozen small requests that queue behind
              // each other on HTTP/1.1. On-demand pieces (dialogs, forms, toaster,
              // mobile menu) stay out and keep their own chunks.
              name: "shell",
              test: (id: string) =>
                /node_modules[\\/](lucide-react|clsx|class-variance-authority)[\\/]/.test(id) ||
                /[\\/]app[\\/](routes[\\/]_site|components[\\/](layout[\\/](site-header|site-footer|page-intro)|brand[\\/]|ui[\\/](button|link|navigation-menu|toast)\.)|components[\\/]dialogs[\\/](site-dialogs|dialog-link)|lib[\\/](cn|seo|route-handle|attribution|nonce)\.|config[\\/])/.test(id),
              priority: 10,
            },
            {
              // A lead form's parts (fields, consent, spam trap, hints, submission): every page with a form
              // uses nearly all of them, and as a dozen files of a few hundred bytes each they were as many
              // requests, each answer's headers as large as its body.
              name: "form-parts",
              test: /[\\/]app[\\/](components[\\/](forms[\\/](consent-field|consent-line|honeypot|person-input|submit-hint|use-lead-form|form-notice|use-pending-tab)|ui[\\/](input|label|checkbox|textarea|form-field))\.|lib[\\/]submit-lead\.|forms[\\/]options\.)/,
              priority: 10,
            },
            {
              // What a page shows in place of its content when it is gone or missing: one file, not three.
              name: "status-page",
              test: /[\\/]app[\\/]components[\\/]layout[\\/](gone-page|status-page|ways-on)\./,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
