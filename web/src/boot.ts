// The page's entry (index.html): it starts the app (main.tsx) once the browser has drawn the
// server's HTML (app/afterFirstFrame.ts). Only then is the app's bundle requested (one chunk with
// its static imports, build/appChunk.ts): until the first paint the document has the network to
// itself (issue #14). index.html preloads only what this entry imports. A button pressed
// meanwhile is pressed again once the app runs (app/earlyClicks.ts).
import { afterFirstFrame } from './app/afterFirstFrame';
import { recordEarlyClicks } from './app/earlyClicks';

recordEarlyClicks(document);
afterFirstFrame(() => void import('./main'));
