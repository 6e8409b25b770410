import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { legalContent } from "./vite/legal-content.ts";
import { responsiveImages } from "./vite/responsive-images.ts";

export default defineConfig({
  plugins: [tailwindcss(), responsiveImages(), legalContent(), reactRouter()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  build: {
    // No data: URIs for assets: every file is hashed, cached and allowed by the CSP.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // React, React DOM and React Router: one long-cached file every page needs,
              // instead of five small requests.
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/,
              priority: 20,
            },
          ],
        },
      },
    },
  },
});
