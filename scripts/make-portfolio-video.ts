// Makes the portfolio's own walkthrough video, once, by hand (it is committed; the build only
// copies it): the living room of the project's poster, then a slow pan across the whole-home
// cutaway illustration, floor by floor, ending on the whole house. Needs ffmpeg on the PATH.
//
//   node scripts/make-portfolio-video.ts
//
// Writes app/assets/video/whole-home-walkthrough.mp4 (H.264 constrained baseline, faststart: every
// browser plays it, Chromium's headless shell included). The captions beside it (.vtt) are written
// by hand and follow the timeline below.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp, { type Sharp } from "sharp";

const root = join(import.meta.dirname, "..");
const art = (name: string) => join(root, "app/assets/art", `${name}.svg`);
const outDir = join(root, "app/assets/video");
const name = "whole-home-walkthrough";
const [W, H] = [960, 640];
const FPS = 24;
// The source drawn at 5x the frame, so that a slow pan moves by fractions of an output pixel.
const [SW, SH] = [W * 5, H * 5];

const work = mkdtempSync(join(tmpdir(), "kgb-video-"));
async function draw(svg: string) {
  const { data, info } = await sharp(svg, { density: 72 * (SW / 1200) })
    .resize(SW, SH)
    .flatten({ background: "#f7f1e6" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: info });
}

const ease = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);
/** The cutaway's camera: centre (in 1200x800 drawing units) and zoom, key by key, in seconds. */
const keys = [
  { t: 0, x: 450, y: 225, z: 2 },
  { t: 1.5, x: 450, y: 225, z: 2 },
  { t: 4, x: 750, y: 225, z: 2 },
  { t: 6.5, x: 750, y: 525, z: 2 },
  { t: 9, x: 450, y: 525, z: 2 },
  { t: 11, x: 600, y: 400, z: 1 },
  { t: 12, x: 600, y: 400, z: 1 },
];
type View = { x: number; y: number; z: number };
function camera(t: number): View {
  const i = Math.max(
    0,
    keys.findLastIndex((k) => k.t <= t),
  );
  const a = keys[i] ?? keys[0]!;
  const b = keys[Math.min(i + 1, keys.length - 1)] ?? a;
  const f = b.t === a.t ? 0 : ease(Math.min(1, (t - a.t) / (b.t - a.t)));
  const mix = (p: keyof View) => a[p] + (b[p] - a[p]) * f;
  return { x: mix("x"), y: mix("y"), z: mix("z") };
}

async function frames(dir: string, image: Sharp, count: number, view: (t: number) => View) {
  mkdirSync(dir);
  const scale = SW / 1200;
  for (let n = 0; n < count; n++) {
    const { x, y, z } = view(n / FPS);
    const w = Math.round(SW / z);
    const h = Math.round(SH / z);
    const left = Math.min(SW - w, Math.max(0, Math.round(x * scale - w / 2)));
    const top = Math.min(SH - h, Math.max(0, Math.round(y * scale - h / 2)));
    await image
      .clone()
      .extract({ left, top, width: w, height: h })
      .resize(W, H, { kernel: "lanczos3" })
      .png({ compressionLevel: 1 })
      .toFile(join(dir, `${String(n).padStart(4, "0")}.png`));
  }
}

// The poster's room, with a slow push in (3 s), then the cutaway (12 s), cross-faded over 1 s.
await frames(join(work, "a"), await draw(art("project-video-poster")), 3 * FPS, (t) => ({
  x: 600,
  y: 400,
  z: 1 + 0.04 * t,
}));
await frames(join(work, "b"), await draw(art("service-whole-home")), 12 * FPS, camera);

mkdirSync(outDir, { recursive: true });
const input = [
  "-framerate",
  String(FPS),
  "-i",
  join(work, "a/%04d.png"),
  "-framerate",
  String(FPS),
  "-i",
  join(work, "b/%04d.png"),
];
const filter = ["-filter_complex", "[0][1]xfade=transition=fade:duration=1:offset=2,format=yuv420p"];
const ffmpeg = (args: string[]) =>
  execFileSync("ffmpeg", ["-y", "-loglevel", "error", ...input, ...filter, ...args], { stdio: "inherit" });
ffmpeg([
  ...["-c:v", "libx264", "-profile:v", "baseline", "-level", "3.1", "-preset", "veryslow", "-crf", "34"],
  ...["-g", String(FPS * 2), "-movflags", "+faststart", "-an", join(outDir, `${name}.mp4`)],
]);
rmSync(work, { recursive: true });
console.log(`video: ${join("app/assets/video", name)}.mp4`);
