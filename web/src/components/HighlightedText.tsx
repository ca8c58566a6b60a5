// A paragraph's text with a passage marked: what a citation of the assistant's answer points at
// (issue #12). The quote is usually a sentence of the paragraph; a passage spanning paragraphs marks
// each paragraph it contains whole. Text without the quote is left as it is.
export const HIGHLIGHT_ATTRIBUTE = 'data-cited-passage';

const marked = (text: string) => <mark {...{ [HIGHLIGHT_ATTRIBUTE]: '' }}>{text}</mark>;

export function HighlightedText({ text, highlight }: { text: string; highlight?: string | null }) {
  const quote = highlight?.trim();
  if (!quote) return text;
  const at = text.indexOf(quote);
  if (at >= 0) {
    return (
      <>
        {text.slice(0, at)}
        {marked(quote)}
        {text.slice(at + quote.length)}
      </>
    );
  }
  return text.trim() !== '' && quote.includes(text.trim()) ? marked(text) : text;
}
