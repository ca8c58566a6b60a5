// Text that goes into generated SVG. Names and titles come from the CMS database, so every string
// is escaped for XML (text and attribute values alike) and stripped of characters XML 1.0 cannot
// hold at all: one stray control character would make the whole image fail to render.

/** The system UI face where there is one; every platform has one of these. */
export const FONT_FAMILY = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

// Tab, newline, carriage return, and the ranges XML 1.0 allows; lone surrogates fall outside them.
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Safe inside an element and inside a quoted attribute value. */
export function xmlEscape(text: string): string {
  return text.replace(NOT_XML_CHAR, '').replace(/[&<>"']/g, (char) => ENTITIES[char]);
}

/**
 * Greedy word wrap to at most `maxLines` lines of at most `maxChars` characters (SVG text does not
 * wrap by itself). A line that had to be cut, or the last line when more text follows, ends in an
 * ellipsis.
 */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter((w) => w.length > 0)) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= maxChars || !current) {
      current = candidate;
    } else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  const kept = lines.slice(0, maxLines);
  return kept.map((line, i) => {
    const more = i === kept.length - 1 && lines.length > kept.length;
    return line.length > maxChars || more ? withEllipsis(line, maxChars) : line;
  });
}

/** The line shortened to end in '…' within maxChars: at a word boundary when there is one. */
function withEllipsis(line: string, maxChars: number): string {
  if (line.length < maxChars) return `${line}…`;
  const lastSpace = line.lastIndexOf(' ', maxChars - 1);
  return `${(lastSpace > 0 ? line.slice(0, lastSpace) : line.slice(0, maxChars - 1)).trimEnd()}…`;
}
