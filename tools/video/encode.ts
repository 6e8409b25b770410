import { spawn, spawnSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { frame } from "./frame.ts";
import { FPS, FRAMES } from "./story.ts";

// Rendering and encoding.

export function requireFfmpeg() {
  const probe = spawnSync("ffmpeg", ["-hide_banner", "-encoders"], { encoding: "utf8" });
  if (probe.error || probe.status !== 0) {
    console.error(
      "ffmpeg was not found. This script encodes the SafeOpt video with ffmpeg (libx264, libvpx-vp9, libopus);\n" +
        "install it (Debian: apt-get install ffmpeg) and run it again. The encoded files in app/assets/safeopt/ are committed,\n" +
        "so the site itself does not need ffmpeg.",
    );
    process.exit(1);
  }
  const missing = ["libx264", "libvpx-vp9", "libopus", "aac"].filter((encoder) => !new RegExp(`\\s${encoder}\\s`).test(probe.stdout));
  if (missing.length > 0) {
    console.error(`ffmpeg lacks the encoders ${missing.join(", ")}; install a build with them (Debian's ffmpeg has all).`);
    process.exit(1);
  }
}

export function ffmpeg(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], { stdio: ["ignore", "inherit", "inherit"] });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`))));
  });
}

export async function renderFrames(dir: string) {
  const workers = Math.max(1, Math.min(4, os.availableParallelism()));
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < FRAMES) {
      const index = next++;
      const svg = frame(index / FPS);
      await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toFile(path.join(dir, `${String(index).padStart(4, "0")}.png`));
      done++;
      if (done % 60 === 0 || done === FRAMES) process.stdout.write(`  frames ${done}/${FRAMES}\r`);
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
  process.stdout.write("\n");
}
