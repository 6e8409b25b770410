import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contentImages } from "./vite/content-images.ts";
import { headshotArt } from "./vite/headshot-art.ts";
import { inlineScript } from "./vite/inline-script.ts";
import { legalContent } from "./vite/legal-content.ts";
import { responsiveImages } from "./vite/responsive-images.ts";
import { storyCardArt } from "./vite/story-card-art.ts";
import { webinarArt } from "./vite/webinar-art.ts";

export default defineConfig({
  plugins: [contentImages(), tailwindcss(), responsiveImages(), storyCardArt(), webinarArt(), headshotArt(), legalContent(), inlineScript(), reactRouter()],
  build: {
    // No data: URIs for assets: every file is hashed, cached and allowed by the CSP.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React with React DOM, and React Router: two long-cached files every page
            // needs. As one file their evaluation was one 12-14 ms task of main thread
            // (22-25 ms under Lighthouse); as two, loaded one after the other, each
            // takes about half.
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
          ],
        },
      },
    },
  },
});
