// Draws each page's 1200x630 social card: the page's artwork on the right,
// its title and the business name on the left, in the site's colours.
// Input: build/<dir>/client/og/cards.json (pre-rendered from the site index).
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

const W = 1200;
const H = 630;
const ART_W = 560;
const font = join(import.meta.dirname, "fonts", "DejaVuSerif-Bold.ttf");

const ESCAPES: Record<string, string> = { "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" };
const escape = (s: string) => s.replace(/[<>&'"]/g, (c) => ESCAPES[c] ?? c);

function textImage(markup: string, width: number, dpi: number) {
  return sharp({
    text: {
      text: markup,
      font: "DejaVu Serif Bold",
      fontfile: existsSync(font) ? font : undefined,
      width,
      dpi,
      rgba: true,
      // at words, and within a word longer than a line (a pasted address)
      wrap: "word-char",
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
}

type Card = { file: string; title: string; art: string };

const drawTitle = (title: string, points: number) =>
  textImage(`<span foreground="#3e2a1e" size="${points}pt">${escape(title)}</span>`, W - ART_W - 120, 96);

export async function buildSocialCards({ client, imgDir }: { client: string; imgDir: string }) {
  const manifest = join(client, "og", "cards.json");
  const { business, tagline, cards } = JSON.parse(readFileSync(manifest, "utf8")) as {
    business: string;
    tagline: string;
    cards: Card[];
  };
  // The business line and the tagline are the same on every card: drawn once.
  const [name, line] = await Promise.all([
    textImage(
      `<span foreground="#8c4a2f" size="17pt" letter_spacing="2000">${escape(business.toUpperCase())}</span>`,
      W - ART_W - 120,
      96,
    ),
    textImage(`<span foreground="#5a4a3e" size="13pt">${escape(tagline)}</span>`, W - ART_W - 120, 96),
  ]);
  const drawCard = async (card: Card) => {
    const artFile = join(imgDir, `${card.art}-1200.jpg`);
    const art = await sharp(existsSync(artFile) ? artFile : join(imgDir, `${card.art}-800.jpg`))
      .resize(ART_W, H, { fit: "cover", position: "attention" })
      .toBuffer();
    // A title longer than the card has room for (between the business line and the tagline) is drawn
    // smaller, down to 20pt, then scaled to fit.
    const room = H - 60 - line.info.height - 24 - 150;
    let title = await drawTitle(card.title, 40);
    for (const size of [32, 26, 20]) if (title.info.height > room) title = await drawTitle(card.title, size);
    if (title.info.height > room)
      title = await sharp(title.data)
        .resize({ height: room, fit: "inside" })
        .png()
        .toBuffer({ resolveWithObject: true });
    const titleTop = Math.max(150, Math.round((H - title.info.height) / 2));
    const ground = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="#f7f1e6"/><rect x="0" y="0" width="${W - ART_W}" height="14" fill="#2f4a3a"/><rect x="60" y="${titleTop - 40}" width="80" height="6" fill="#c08a4f"/><rect x="${W - ART_W}" y="0" width="8" height="${H}" fill="#2f4a3a"/></svg>`,
    );
    await sharp(ground)
      .composite([
        { input: name.data, left: 60, top: 70 },
        { input: title.data, left: 60, top: titleTop },
        { input: line.data, left: 60, top: H - 60 - line.info.height },
        { input: art, left: W - ART_W + 8, top: 0 },
      ])
      .png({ compressionLevel: 9, palette: true, quality: 90 })
      .toFile(join(client, card.file.replace(/^\//, "")));
  };
  // A few cards at a time: sharp works off the main thread, so the cores share the work.
  for (let i = 0; i < cards.length; i += 4) await Promise.all(cards.slice(i, i + 4).map(drawCard));
  rmSync(manifest);
  return cards.length;
}
