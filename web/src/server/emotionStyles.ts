// The page's styles in <head>, not beside each element. Emotion's server rendering otherwise writes
// a <style> before each styled element (142 on a report page): the browser matched the page's
// styles again at each one as it parsed (about a fifth of its parse, style and layout time at 4x
// slower CPU), and emotion moved each into <head> when the app started. With its cache in compat
// mode emotion collects the rules instead, and @emotion/server writes them as one tag (global rules
// in tags of their own), whose ids the browser's emotion cache reads, so it inserts none again.
import createCache, { type EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';

/** A cache for one page's render (the browser's default cache has the same key, so the same class names). */
export function serverEmotionCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  return cache;
}

/** The <style> tags of the rules `html` uses. */
export function styleTagsOf(cache: EmotionCache, html: string): string {
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  return constructStyleTagsFromChunks(extractCriticalToChunks(html));
}
