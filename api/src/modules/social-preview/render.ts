import { Resvg } from '@resvg/resvg-js';

const PREVIEW_WIDTH = 1200;
const PREVIEW_HEIGHT = 630;

/** Inter ships as TTF in an npm package, so the image renders the same on any machine. */
const FONT_FILES = [
  require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
  require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'),
];

export interface PreviewText {
  companyName: string;
  tagline: string;
  /** A short line under the tagline, e.g. the authority numbers. */
  footer?: string;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Splits text into at most `maxLines` lines of about `width` characters, ending with '…'. */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.trim().split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= width || !current) {
      current = candidate;
    } else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines.map((line) => line.slice(0, width + 10));
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]?.slice(0, width - 1)}…`;
  return kept;
}

function tspans(lines: string[], x: number, lineHeight: number): string {
  return lines
    .map((line, i) => `<tspan x="${x}" dy="${i === 0 ? 0 : lineHeight}">${escapeXml(line)}</tspan>`)
    .join('');
}

/** The preview as SVG: red brand background, company name, tagline and footer line. */
export function previewSvg({ companyName, tagline, footer }: PreviewText): string {
  const name = wrapText(companyName, 24, 2);
  const taglineTop = 250 + name.length * 92;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" viewBox="0 0 ${PREVIEW_WIDTH} ${PREVIEW_HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#dc2626"/>
      <stop offset="1" stop-color="#7f1d1d"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <rect x="80" y="150" width="120" height="10" rx="5" fill="#ffffff"/>
  <text x="80" y="260" font-family="Inter" font-weight="700" font-size="84" fill="#ffffff">${tspans(name, 80, 92)}</text>
  <text x="80" y="${taglineTop}" font-family="Inter" font-weight="400" font-size="44" fill="#fee2e2">${tspans(wrapText(tagline, 44, 2), 80, 54)}</text>
  ${footer ? `<text x="80" y="560" font-family="Inter" font-weight="400" font-size="30" fill="#fecaca">${escapeXml(footer)}</text>` : ''}
</svg>`;
}

/** Renders the preview to a 1200x630 PNG. */
export function renderPreviewPng(text: PreviewText): Buffer {
  const resvg = new Resvg(previewSvg(text), {
    fitTo: { mode: 'width', value: PREVIEW_WIDTH },
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: 'Inter' },
  });
  return resvg.render().asPng();
}
