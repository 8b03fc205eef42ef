import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';

// What the invoice PDF draws with: its embedded font (parsed once) and its figures (dates in IST,
// rupees with Indian grouping), kept apart from the drawing in invoice-pdf.ts.

/**
 * Noto Sans is the web app's face and, unlike PDF's 14 standard fonts, has the rupee sign ₹.
 * The files are resolved from this module's own location: in development that is src/, in the
 * built app a chunk in apps/api/dist/; both walk up to the same node_modules, where npm installs
 * the font package because it is a dependency of the API (esbuild keeps it external).
 */
export const FONT_MODULES = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
} as const;

export function resolveFontPaths(): { regular: string; bold: string } {
  const resolveModule = createRequire(import.meta.url).resolve;
  return { regular: resolveModule(FONT_MODULES.regular), bold: resolveModule(FONT_MODULES.bold) };
}

type Fonts = { regular: Font; bold: Font };

const LAYOUT_MEMO_LIMIT = 20_000;

/**
 * Shaping a word (fontkit's OpenType lookups) was four fifths of a render, and every invoice
 * shapes the same labels, digits and names again. pdfkit already keeps one shaped run per word
 * within a document; this keeps it across documents. pdfkit scales a run's positions in place, so
 * each call gets its own copy of them (the glyphs are shared, as within a document): the output
 * bytes are those of an unmemoised render.
 */
function withLayoutMemo(font: Font): Font {
  type Run = ReturnType<Font['layout']>;
  const memo = new Map<string, Run>();
  const layout = (text: string, features?: unknown): Run => {
    if (features !== undefined) return font.layout(text, features as never);
    let run = memo.get(text);
    if (!run) {
      if (memo.size >= LAYOUT_MEMO_LIMIT) memo.clear();
      run = font.layout(text);
      memo.set(text, run);
    }
    const positions = run.positions.map((position) => ({ ...position }));
    return {
      glyphs: run.glyphs,
      positions,
      get advanceWidth() {
        return positions.reduce((width, position) => width + position.xAdvance, 0);
      },
    } as unknown as Run;
  };
  return new Proxy(font, {
    get(target, property) {
      if (property === 'layout') return layout;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function'
        ? (value as (...a: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}
let fonts: Fonts | undefined;

/**
 * Parsed once per process: decoding Noto Sans's tables cost ~150 ms a document when pdfkit was
 * given the file. pdfkit takes a parsed fontkit font as it is, and each document still makes its
 * own subset of it, so sharing the parse changes no byte of the output.
 */
export function loadFonts(): Fonts {
  if (!fonts) {
    const paths = resolveFontPaths();
    const open = (file: string): Font => {
      const font = create(readFileSync(file));
      if (!('layout' in font)) throw new Error(`${file} is a font collection, not one font`);
      return font;
    };
    fonts = {
      regular: withLayoutMemo(open(paths.regular)),
      bold: withLayoutMemo(open(paths.bold)),
    };
  }
  return fonts;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const IST_OFFSET_MS = 330 * 60_000;

/** "28 Nov 2026": the IST calendar date, computed without ICU so every machine prints the same. */
export function formatIstDate(iso: string): string {
  const ist = new Date(Date.parse(iso) + IST_OFFSET_MS);
  return `${ist.getUTCDate()} ${MONTHS[ist.getUTCMonth()]} ${ist.getUTCFullYear()}`;
}

/** Paise as rupees with Indian grouping: 12345600 -> "1,23,456.00". */
export function formatAmount(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const rupees = String(Math.floor(abs / 100));
  const lastThree = rupees.slice(-3);
  const rest = rupees.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${lastThree}` : lastThree;
  return `${sign}${grouped}.${String(abs % 100).padStart(2, '0')}`;
}

export const formatRupees = (paise: number): string => `₹${formatAmount(paise)}`;
