// release_bold_vision_redesign (spec 2 §2, issue #3): /services becomes /functions and /priority
// becomes /functional-priority. Loaders of the old forms redirect to the new while the flag is on.
import { redirect, type RouterContextProvider } from 'react-router';
import { loadFeatureFlags } from './featureFlags';

const RENAMED: readonly [RegExp, string][] = [
  [/^\/services\//, '/functions/'],
  [/^\/priority\//, '/functional-priority/'],
];

/** The redesign's path for `pathname`, or null when it already is one (or has none). */
export function boldVisionPathOf(pathname: string): string | null {
  for (const [from, to] of RENAMED) if (from.test(pathname)) return pathname.replace(from, to);
  return null;
}

/** Throws the redirect to the redesign's path when the flag is on and the URL is an old form. */
export async function redirectToBoldVisionPath(request: Request, context: Readonly<RouterContextProvider>): Promise<void> {
  const url = new URL(request.url);
  const renamed = boldVisionPathOf(url.pathname);
  if (renamed === null) return;
  if ((await loadFeatureFlags(context)).boldVisionRedesign) throw redirect(`${renamed}${url.search}${url.hash}`);
}
