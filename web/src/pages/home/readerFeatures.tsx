// The signed-in reader's session features (spec 1 §3: features include the izola_home flag), for
// the home loaders. Spec 1 §4: on the home page a reader whose izola_home is on
// is sent to the alternative home, the assistant-first one at /myhome/izola (a path under /myhome,
// so every "Home" link, sign-in and the logged-out rule keep working; the spec names no path).
// A .tsx file because codegen reads the documents of .tsx files only.
import type { RouterContextProvider } from 'react-router';
import { graphql } from '../../gql';
import { apolloClientContext } from '../../app/routerContext';

export const IZOLA_HOME_FEATURE = 'izola_home';
export const IZOLA_HOME_PATH = '/myhome/izola';
/** The standard home, asked for by a reader whose izola_home is on (the alternative home links to it). */
export const STANDARD_HOME_PATH = '/myhome?home=standard';

export const ReaderFeaturesQuery = graphql(`
  query ReaderFeatures {
    viewer {
      id
      features
    }
  }
`);

/**
 * The signed-in reader's features that are on; [] when they cannot be read (the page is then the
 * standard one). Asked after isSignedIn, which answers from the header's cached session: a session
 * that ended behind the page's back is the header's to notice (it renews it through /login), not a
 * reason to treat the reader as a visitor here. Never cached: its `viewer: null` for such a session
 * would overwrite the header's viewer, which would then think nobody had been signed in.
 */
export async function readerFeatures(context: Readonly<RouterContextProvider>): Promise<string[]> {
  try {
    const { data } = await context.get(apolloClientContext).query({ query: ReaderFeaturesQuery, fetchPolicy: 'no-cache' });
    return data?.viewer?.features ?? [];
  } catch {
    return [];
  }
}

/** Whether /myhome sends this reader on to the alternative home: izola_home on, unless they asked for the standard one. */
export function wantsIzolaHome(features: readonly string[], url: URL): boolean {
  return features.includes(IZOLA_HOME_FEATURE) && url.searchParams.get('home') !== 'standard';
}
