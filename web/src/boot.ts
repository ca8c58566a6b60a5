// The page's entry (index.html): it starts the app (main.tsx) once the browser has drawn the
// server's HTML (app/afterFirstFrame.ts). Only then are the app's bundles requested, all at once
// (Vite's preload helper lists main.tsx's static imports): until the first paint the document has
// the network to itself (issue #14). index.html preloads none of them on purpose. A button pressed
// meanwhile is pressed again once the app runs (app/earlyClicks.ts).
import { afterFirstFrame } from './app/afterFirstFrame';
import { recordEarlyClicks } from './app/earlyClicks';

recordEarlyClicks(document);
afterFirstFrame(() => void import('./main'));
