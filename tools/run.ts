import { spawnSync } from "node:child_process";
import path from "node:path";

/**
 * `npm run art`: runs the generators that redraw committed files (artwork,
 * the SafeOpt video, the Inter subsets). Their output is committed, so run
 * one after changing what it draws, then commit what it wrote.
 *
 *   npm run art                      site, portraits, product, content, logo-sizes
 *   npm run art -- <name> [args…]    one generator, with its own arguments
 *                                    (`logo-sizes --check`, `video --poster`)
 *   npm run art -- --list            the generators and what each writes
 *
 * Each generator runs in a process of its own, from the repository root; one
 * that fails does not stop the others, and the run then fails. `video` and
 * `fonts` run only when named: they need ffmpeg and fontTools, and rewrite
 * binary files.
 */

type Generator = { name: string; command: string; args: string[]; writes: string; byDefault: boolean };

const here = import.meta.dirname;
const root = path.resolve(here, "..");
const node = (file: string) => ({ command: process.execPath, args: [path.join(here, file)] });

const generators: Generator[] = [
  { name: "site", ...node("art/site/index.ts"), byDefault: true, writes: "product logos, review rating, home hero" },
  { name: "portraits", ...node("art/trust-cards/portraits.ts"), byDefault: true, writes: "the trust cards' five shoppers, then their sprite" },
  { name: "trust-cards", ...node("art/trust-cards/sprite.ts"), byDefault: false, writes: "the trust cards' sprite from its parts (site and portraits rebuild it)" },
  { name: "product", ...node("art/product/index.ts"), byDefault: true, writes: "SafeOpt, Minty and Boost page artwork" },
  { name: "content", ...node("art/content/index.ts"), byDefault: true, writes: "customer wordmarks and Home's banner of them, story and case-study covers, every portrait but the shoppers (presenters, testimonial authors, careers teammates), webinar backgrounds" },
  { name: "logo-sizes", ...node("art/logo-sizes.ts"), byDefault: true, writes: "app/content/logo-sizes.generated.ts (--check: fail when out of date)" },
  { name: "video", ...node("video/index.ts"), byDefault: false, writes: "the SafeOpt video and its poster (needs ffmpeg; --poster, --stills=0,4.5)" },
  { name: "fonts", command: "bash", args: [path.join(here, "fonts/subset-inter.sh")], byDefault: false, writes: "the Inter subsets (needs fontTools)" },
];

function run(generator: Generator, extra: string[]): boolean {
  console.log(`\n▶ ${generator.name}`);
  const result = spawnSync(generator.command, [...generator.args, ...extra], { cwd: root, stdio: "inherit" });
  return result.status === 0;
}

const [first, ...rest] = process.argv.slice(2);

if (first === "--list" || first === "--help") {
  for (const generator of generators) {
    console.log(`${generator.name.padEnd(12)}${generator.byDefault ? "*" : " "} ${generator.writes}`);
  }
  console.log("\n* runs with no name given");
  process.exit(0);
}

let selected: Generator[];
let extra: string[] = [];
if (first === undefined) {
  selected = generators.filter((generator) => generator.byDefault);
} else {
  const generator = generators.find((candidate) => candidate.name === first);
  if (!generator) {
    console.error(`No generator "${first}": one of ${generators.map((candidate) => candidate.name).join(", ")} (npm run art -- --list)`);
    process.exit(2);
  }
  selected = [generator];
  extra = rest;
}

const failed = selected.filter((generator) => !run(generator, extra)).map((generator) => generator.name);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(", ")}`);
  process.exit(1);
}
