// Turns every picture in app/assets/art/ into the files the site serves:
// public/img/<name>-<width>.<avif|webp|jpg> at the widths of art.config.json
// (up to the slot's own width), cropped to the slot's aspect ratio. A
// photograph dropped in as <name>.jpg/.jpeg/.png/.webp wins over <name>.svg.
// Also writes the favicon and touch icons from public/favicon.svg, and copies the videos of
// app/assets/video/ (and their captions) to public/video/, where the site serves them.
// A picture is reused while it was drawn from the same source, slot and recipe, as recorded in
// .cache/pictures.json (by content hash, not by file dates; outside public/, so never published):
// pictures restored from the host's build cache, or drawn for a copy of the content (CONTENT_ROOT),
// are up to date whatever their files' dates. netlify/plugins/owner-notice keeps public/img and that
// record between Netlify's builds. The icons and videos, quick to make, are reused while newer than
// their source.
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { basename, extname, join } from "node:path";
import sharp, { type OutputInfo, type Sharp } from "sharp";

const root = join(import.meta.dirname, "..");
// CONTENT_ROOT: build the pictures of a copy of the content (README "Configuration").
const artDir = join(process.env.CONTENT_ROOT || root, "app/assets/art");
const outDir = join(root, "public/img");
const configFile = join(artDir, "art.config.json");
const config = JSON.parse(readFileSync(configFile, "utf8")) as {
  widths: number[];
  defaultSize: [number, number];
  sizes: Record<string, [number, number]>;
};
const photoExtensions = [".jpg", ".jpeg", ".png", ".webp", ".avif"];
// Typed on the constants, not in the functions: their source text is part of the recipe's hash below.
const encoders: Record<"avif" | "webp" | "jpg", (img: Sharp) => Sharp> = {
  avif: (img) => img.avif({ quality: 52, effort: 2 }),
  webp: (img) => img.webp({ quality: 78, effort: 4 }),
  jpg: (img) => img.jpeg({ quality: 80, mozjpeg: true }),
};

mkdirSync(outDir, { recursive: true });

/** name -> source file, photographs first. */
function sources() {
  const byName = new Map<string, string>();
  for (const file of readdirSync(artDir)) {
    const ext = extname(file).toLowerCase();
    if (ext !== ".svg" && !photoExtensions.includes(ext)) continue;
    const name = basename(file, extname(file));
    const current = byName.get(name);
    if (!current || extname(current).toLowerCase() === ".svg") byName.set(name, join(artDir, file));
  }
  return byName;
}

const fresh = (out: string, inputs: string[]) =>
  existsSync(out) && inputs.every((i) => statSync(out).mtimeMs >= statSync(i).mtimeMs);

/** Draws a picture at one width, cropped to the slot (the slow part), as raw pixels for each encoder. */
type Draw = (source: string, w: number, h: number, width: number) => Promise<{ data: Buffer; info: OutputInfo }>;
const draw: Draw = (source, w, h, width) =>
  sharp(source, { density: Math.ceil((72 * w) / width) + 1 })
    .resize(w, h, { fit: "cover", position: "attention" })
    .flatten({ background: "#f7f1e6" })
    .raw()
    .toBuffer({ resolveWithObject: true });

// What each picture was drawn from: file name -> hash of its source's bytes, its size and the recipe.
const drawnFile = join(root, ".cache/pictures.json");
mkdirSync(join(root, ".cache"), { recursive: true });
const drawn = (existsSync(drawnFile) ? JSON.parse(readFileSync(drawnFile, "utf8")) : {}) as Record<string, string>;
const hash = (...parts: (string | number)[]) =>
  createHash("sha256").update(parts.join("\0")).digest("hex").slice(0, 32);
const recipe = hash(String(draw), ...Object.values(encoders).map(String));

let written = 0;
let reused = 0;
const jobs: (() => Promise<void>)[] = [];
for (const [name, source] of sources()) {
  const [width, height] = config.sizes[name] ?? config.defaultSize;
  const widths = [...new Set([...config.widths.filter((w) => w < width), width])];
  const sourceHash = hash(readFileSync(source).toString("base64"));
  for (const w of widths) {
    const h = Math.round((w * height) / width);
    const key = hash(sourceHash, w, h, width, recipe);
    const stale = (Object.keys(encoders) as (keyof typeof encoders)[]).filter((format) => {
      const file = `${name}-${w}.${format}`;
      const up = drawn[file] === key && existsSync(join(outDir, file));
      if (up) reused++;
      return !up;
    });
    if (!stale.length) continue;
    // Drawn and cropped once, then encoded in each format.
    jobs.push(async () => {
      const { data, info } = await draw(source, w, h, width);
      for (const format of stale) {
        const file = `${name}-${w}.${format}`;
        delete drawn[file];
        await encoders[format](sharp(data, { raw: info })).toFile(join(outDir, file));
        drawn[file] = key;
        written++;
      }
    });
  }
}

// Two at a time: these machines have two cores.
async function runAll(tasks: (() => Promise<void>)[], parallel = 2) {
  const queue = [...tasks];
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let task = queue.shift(); task; task = queue.shift()) await task();
    }),
  );
}
try {
  await runAll(jobs);
} finally {
  // Written whole under a name of this run's own, then moved into place: a run cut short keeps what it
  // finished, and two builds at once (npm test's unit tests beside a test build) never mix their records.
  if (jobs.length || !existsSync(drawnFile)) {
    const scratch = `${drawnFile}.${process.pid}.tmp`;
    writeFileSync(scratch, `${JSON.stringify(drawn, null, 0)}\n`);
    renameSync(scratch, drawnFile);
  }
}

// Favicon (ICO holding a PNG) and touch icons, from the SVG mark.
const mark = join(root, "public/favicon.svg");
const icons: [string, number][] = [
  ["apple-touch-icon.png", 180],
  ["icon-192.png", 192],
  ["icon-512.png", 512],
];
for (const [file, size] of icons) {
  const out = join(root, "public", file);
  if (!fresh(out, [mark]))
    await sharp(mark, { density: 72 * (size / 48) })
      .resize(size, size)
      .png()
      .toFile(out);
}
const ico = join(root, "public/favicon.ico");
if (!fresh(ico, [mark])) {
  const png = await sharp(mark, { density: 72 * (32 / 48) })
    .resize(32, 32)
    .png()
    .toBuffer();
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(32, 6); // width
  header.writeUInt8(32, 7); // height
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // offset of the PNG
  writeFileSync(ico, Buffer.concat([header, png]));
}

// Videos and their captions, as they are (scripts/make-portfolio-video.ts made ours).
const videoDir = join(process.env.CONTENT_ROOT || root, "app/assets/video");
const videoOut = join(root, "public/video");
mkdirSync(videoOut, { recursive: true });
for (const file of existsSync(videoDir) ? readdirSync(videoDir) : []) {
  if (![".mp4", ".webm", ".vtt"].includes(extname(file).toLowerCase())) continue;
  const out = join(videoOut, file);
  if (!fresh(out, [join(videoDir, file)])) copyFileSync(join(videoDir, file), out);
}

console.log(`images: ${written} written, ${reused} up to date, in public/img`);
