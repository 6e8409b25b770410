import { build, minify, parseSync, type Plugin, type ResolvedConfig, type Rolldown } from "vite";

/** `?inline-script`: the module and its imports as one self-running, minified classic script that a page writes inline;
 * it requests nothing, and the server allows it by hash like any prerendered inline script. */
const QUERY = "?inline-script";

export function inlineScript(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "inline-script",
    enforce: "pre",
    configResolved(resolved) {
      config = resolved;
    },
    async load(id) {
      if (!id.endsWith(QUERY)) return null;
      const chunk = await bundle(id.slice(0, -QUERY.length), config);
      for (const file of chunk.moduleIds) if (!file.startsWith("\0")) this.addWatchFile(file);
      return `export default ${JSON.stringify(await compact(chunk.code, config.build.target))};`;
    },
  };
}

/** Unminified: names are mangled once it is wrapped. */
async function bundle(entry: string, config: ResolvedConfig): Promise<Rolldown.OutputChunk> {
  const result = await build({
    configFile: false,
    logLevel: "silent",
    root: config.root,
    publicDir: false,
    resolve: { alias: config.resolve.alias },
    build: {
      write: false,
      minify: false,
      copyPublicDir: false,
      emptyOutDir: false,
      // One self-contained script: a second chunk or an asset would be a request.
      rolldownOptions: { input: entry, output: { format: "es", topLevelVar: false, codeSplitting: false } },
    },
  });
  const output = (Array.isArray(result) ? result : [result]).flatMap((each) => ("output" in each ? each.output : []));
  const [chunk, ...rest] = output;
  if (chunk?.type !== "chunk" || rest.length > 0 || chunk.imports.length > 0 || chunk.exports.length > 0) {
    throw new Error(`${entry}${QUERY}: an inline script must bundle to one chunk that imports and exports nothing`);
  }
  return chunk;
}

/** Wrapped in an arrow function that runs at once, so its names stay out of the global scope; strings are requoted
 * because the page around the script is full of double quotes, which compress better. */
async function compact(code: string, target: ResolvedConfig["build"]["target"]): Promise<string> {
  const minified = await minify("inline-script.js", `(()=>{${code}})()`, {
    compress: target ? { target: target as string | string[] } : true,
    mangle: true,
  });
  if (minified.errors.length > 0) throw new Error(minified.errors.map((error) => error.message).join("\n"));
  return quoteStrings(minified.code).replace(/;?\s*$/, "");
}

export function quoteStrings(code: string): string {
  const literals: { start: number; end: number; text: string }[] = [];
  const visit = (node: unknown, parentType?: string): void => {
    if (Array.isArray(node)) return node.forEach((child) => visit(child, parentType));
    if (typeof node !== "object" || node === null) return;
    const record = node as { type?: string; start?: number; end?: number; expressions?: unknown[]; quasis?: { value: { cooked: string | null } }[] };
    const cooked = record.quasis?.[0]?.value.cooked;
    if (record.type === "TemplateLiteral" && parentType !== "TaggedTemplateExpression" && record.expressions?.length === 0 && cooked != null) {
      const text = quoted(cooked);
      if (text) literals.push({ start: record.start!, end: record.end!, text });
      return;
    }
    for (const value of Object.values(node)) visit(value, record.type);
  };
  visit(parseSync("inline-script.js", code).program);
  let result = code;
  for (const { start, end, text } of literals.sort((a, b) => b.start - a.start)) result = result.slice(0, start) + text + result.slice(end);
  return result;
}

function quoted(value: string): string | null {
  const escaped = JSON.stringify(value);
  if (!value.includes('"')) return escaped;
  if (!value.includes("'")) return `'${escaped.slice(1, -1).replaceAll('\\"', '"')}'`;
  return null;
}
