// A listing's search box over the keyword in its URL: the URL follows what is typed once typing
// pauses (one search per pause, not per key), and when the URL changes some other way (back,
// forward, a link) the box shows the URL's keyword.
import { useEffect, useRef, useState } from 'react';

interface UrlKeywordOptions {
  /** The keyword the URL holds now. */
  current: string;
  delayMs: number;
  /** Puts a settled keyword into the URL. */
  search: (keyword: string) => void;
  /** How typed text becomes a keyword (trimmed by default). */
  normalize?: (text: string) => string;
}

const trim = (text: string) => text.trim();

export function useUrlKeyword({ current, delayMs, search, normalize = trim }: UrlKeywordOptions) {
  const [text, setText] = useState(current);
  // The keyword this box last sent to the URL, and the URL's keyword last seen.
  const [sent, setSent] = useState(current);
  const [seen, setSeen] = useState(current);
  if (seen !== current) {
    setSeen(current);
    // A URL this box did not make: show it (React's pattern for state that follows a prop).
    if (current !== sent) {
      setText(current);
      setSent(current);
    }
  }

  // The timer fires after renders it did not see: it reads the latest URL and search from here.
  const latest = useRef({ current, search });
  useEffect(() => {
    latest.current = { current, search };
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** Sends the text now (a submitted form), unless the URL already holds it. */
  const settle = (value: string) => {
    clearTimeout(timer.current);
    const keyword = normalize(value);
    if (keyword === latest.current.current) return;
    setSent(keyword);
    latest.current.search(keyword);
  };

  const type = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => settle(value), delayMs);
  };

  return { text, type, settle };
}
