// `?inline-script` imports (vite/inline-script.ts): the module bundled and minified into one classic script's source.
declare module "*?inline-script" {
  const source: string;
  export default source;
}
