// Writes the 1200×630 link-preview images (Open Graph, Twitter) to apps/web/public/og/:
//   blog-<id>.png     each post: brand gradient, genre, the title wrapped, author and date
//   program-<id>.png  each program (content/programs.ts): name, tagline, duration
//   kaksha.png        the site's default: logo and tagline
//   logo.png          the logo alone (512×512), the publisher logo of the posts' JSON-LD
// The PNGs are committed; run this again after adding or retitling a post or a program:
//   npx tsx apps/web/scripts/og-images.mjs
// (tsx, because the programs and the blog reader are TypeScript.) The text is drawn by librsvg
// with the fonts fontconfig finds: Liberation Sans, else DejaVu Sans (`fc-list` shows them).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { PROGRAMS } from '../src/content/programs.ts';
import { siteConfig } from '../src/content/site-config.ts';
import { readBlogPosts } from './blog/blog-post-source.ts';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(webRoot, 'public', 'og');
const WIDTH = 1200;
const HEIGHT = 630;
const FONT = "'Liberation Sans', 'DejaVu Sans', Arial, sans-serif";
const MARGIN = 80;

function escapeXml(text) {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

// Advance widths of Liberation Sans Bold (Arial's metrics) in ems, by kind of character: close
// enough to wrap a title without measuring each glyph.
function charWidth(char) {
  if (/[il.,:;'!|]/.test(char)) return 0.28;
  if (/[jtfrI()\-\s]/.test(char)) return 0.34;
  if (/[mwMW]/.test(char)) return 0.9;
  if (/[A-Z]/.test(char)) return 0.72;
  if (/[0-9]/.test(char)) return 0.56;
  return 0.58;
}

function textWidth(text, fontSize) {
  return [...text].reduce((sum, char) => sum + charWidth(char), 0) * fontSize;
}

/** Greedy word wrap to `maxWidth` px; undefined if it needs more than `maxLines`. */
function wrap(text, fontSize, maxWidth, maxLines) {
  const lines = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && textWidth(`${last} ${word}`, fontSize) <= maxWidth) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  return lines.length <= maxLines ? lines : undefined;
}

/** The first of `fits` (largest first) at which `text` wraps into its number of lines. */
function fitText(text, fits, maxWidth) {
  for (const { size, maxLines } of fits) {
    const lines = wrap(text, size, maxWidth, maxLines);
    if (lines) return { size, lines };
  }
  throw new Error(`"${text}" is too long for a preview image`);
}

function textLines(lines, { x, y, size, lineHeight, weight = 700, fill = '#ffffff' }) {
  return lines
    .map(
      (line, index) =>
        `<text x="${x}" y="${y + index * size * lineHeight}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(line)}</text>`,
    )
    .join('\n');
}

/** The Kaksha mark (components/ui/logo.tsx), `size` px square at (x, y). */
function logoMark(x, y, size, idSuffix = '') {
  const scale = size / 64;
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <defs><linearGradient id="mark${idSuffix}" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#7c4dff"/><stop offset="1" stop-color="#3c1c94"/>
    </linearGradient></defs>
    <rect width="64" height="64" rx="16" fill="url(#mark${idSuffix})" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>
    <path d="M22 17v30M41 20 27 32l15 15" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>
    <circle cx="47.5" cy="15.5" r="5" fill="#ffa920"/>
  </g>`;
}

/** The brand background: the violet gradient with two soft circles. */
function background() {
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#6a2ff5"/><stop offset="1" stop-color="#240e5e"/>
    </linearGradient></defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
    <circle cx="1090" cy="70" r="230" fill="#9a7bff" opacity="0.22"/>
    <circle cx="60" cy="640" r="200" fill="#ffa920" opacity="0.14"/>`;
}

/** A marigold label with dark text, e.g. the post's genre. */
function chip(label, x, y) {
  const size = 26;
  const width = textWidth(label.toUpperCase(), size) + 48;
  return `<rect x="${x}" y="${y}" width="${width}" height="48" rx="24" fill="#ffbf4a"/>
    <text x="${x + 24}" y="${y + 33}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="#1b1b29" letter-spacing="1">${escapeXml(label.toUpperCase())}</text>`;
}

function brandLine(label) {
  return `${logoMark(MARGIN, 64, 64)}
    <text x="${MARGIN + 84}" y="108" font-family="${FONT}" font-size="34" font-weight="700" fill="#ffffff">${escapeXml(label)}</text>`;
}

function svgDocument(body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${background()}${body}</svg>`;
}

function blogImage(post) {
  const title = fitText(
    post.title,
    [
      { size: 72, maxLines: 3 },
      { size: 60, maxLines: 4 },
      { size: 52, maxLines: 4 },
    ],
    WIDTH - 2 * MARGIN,
  );
  const titleTop = 250;
  return svgDocument(`${brandLine('Kaksha blog')}
    ${chip(post.genre, MARGIN, 160)}
    ${textLines(title.lines, { x: MARGIN, y: titleTop + title.size * 0.8, size: title.size, lineHeight: 1.18 })}
    ${textLines([`${post.author}  ·  ${post.dateText}`], { x: MARGIN, y: 570, size: 28, lineHeight: 1, weight: 400, fill: '#ebe6ff' })}`);
}

function programImage(program) {
  const tagline = fitText(
    program.tagline,
    [40, 36, 32].map((size) => ({ size, maxLines: 3 })),
    WIDTH - 2 * MARGIN,
  );
  return svgDocument(`${brandLine('Kaksha program')}
    ${chip(program.category, MARGIN, 160)}
    ${textLines([program.name], { x: MARGIN, y: 330, size: 96, lineHeight: 1 })}
    ${textLines(tagline.lines, { x: MARGIN, y: 400, size: tagline.size, lineHeight: 1.3, weight: 400, fill: '#ebe6ff' })}
    ${textLines([`${program.duration}  ·  ${program.weeklyHours}  ·  Live online`], { x: MARGIN, y: 570, size: 28, lineHeight: 1, weight: 400, fill: '#d9d0ff' })}`);
}

function siteImage() {
  const tagline = fitText(
    siteConfig.tagline,
    [48, 44, 40].map((size) => ({ size, maxLines: 2 })),
    WIDTH - 2 * MARGIN,
  );
  return svgDocument(`${logoMark(MARGIN, 150, 128)}
    <text x="${MARGIN + 160}" y="252" font-family="${FONT}" font-size="104" font-weight="700" fill="#ffffff">Kaksha</text>
    ${textLines(tagline.lines, { x: MARGIN, y: 390, size: tagline.size, lineHeight: 1.25, weight: 400, fill: '#ebe6ff' })}
    ${textLines([PROGRAMS.map((program) => program.name).join('  ·  ')], { x: MARGIN, y: 560, size: 30, lineHeight: 1, fill: '#ffbf4a' })}`);
}

function logoImage() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">${logoMark(0, 0, 512, '-logo')}</svg>`;
}

/** A palette PNG: the flat brand colours survive 128 colours, at a fraction of the size. */
async function writePng(fileName, svg) {
  const png = await sharp(Buffer.from(svg))
    .png({ palette: true, colors: 128, dither: 0.6, compressionLevel: 9, effort: 10 })
    .toBuffer();
  await writeFile(path.join(outDir, fileName), png);
  return { fileName, bytes: png.length };
}

await mkdir(outDir, { recursive: true });
const posts = readBlogPosts(path.join(webRoot, 'src', 'content', 'blog'));
const written = await Promise.all([
  ...posts.map(({ meta }) => writePng(`blog-${meta.id}.png`, blogImage(meta))),
  ...PROGRAMS.map((program) => writePng(`program-${program.id}.png`, programImage(program))),
  writePng('kaksha.png', siteImage()),
  writePng('logo.png', logoImage()),
]);
for (const { fileName, bytes } of written) {
  console.log(`${fileName.padEnd(28)} ${(bytes / 1024).toFixed(1)} KB`);
}
