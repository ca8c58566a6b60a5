// Route module for /go?objectid={contentId} (spec 1 §2 "Direct content link"): the content's own
// page, whose path (with its slug) the graph knows, or the 404 page. The lookup runs in the
// reader's session, so an item they may not open shows the no-access page like its own route would.
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../gql';
import type { GoTargetQuery as GoTargetResult } from '../../gql/graphql';
import { apolloClientContext } from '../../app/routerContext';
import { describeError } from '../error/describeError';
import { NotFoundPage } from '../error/NotFoundPage';
import { goKindOf, goVariables } from './goTarget';

export const GoTargetQuery = graphql(`
  query GoTarget(
    $id: ID!
    $analyst: Boolean!
    $playbook: Boolean!
    $research: Boolean!
    $survey: Boolean!
    $webinar: Boolean!
    $service: Boolean!
    $priority: Boolean!
  ) {
    analystProfile(id: $id) @include(if: $analyst) {
      id
      path
    }
    playbook(id: $id) @include(if: $playbook) {
      id
      url
    }
    report(id: $id) @include(if: $research) {
      id
      path
    }
    survey(id: $id) @include(if: $survey) {
      id
      path
    }
    webinar(id: $id) @include(if: $webinar) {
      id
      path
    }
    servicePage(slug: "service", id: $id) @include(if: $service) {
      id
      service {
        id
        contentURL
      }
    }
    priority(id: $id) @include(if: $priority) {
      id
      path
    }
  }
`);

function pathOf(result: GoTargetResult | undefined): string | null {
  if (!result) return null;
  return (
    result.analystProfile?.path ??
    result.playbook?.url ??
    result.report?.path ??
    result.survey?.path ??
    result.webinar?.path ??
    result.servicePage?.service.contentURL ??
    result.priority?.path ??
    null
  );
}

/**
 * The own page of a content id, looked up in the reader's session; throws the 404 (unknown, not a
 * content id) or the lookup's error (no access, a failure). Also used by /insights/{slug?}/{id?}.
 */
export async function contentPathOf(context: LoaderFunctionArgs['context'], objectid: string): Promise<string> {
  const kind = goKindOf(objectid);
  if (!kind) throw data(`No content '${objectid}'`, { status: 404 });
  const result = await context.get(apolloClientContext).query({ query: GoTargetQuery, variables: goVariables(objectid, kind), errorPolicy: 'all' });
  const path = pathOf(result.data);
  if (path) return path;
  // Unknown (404, or an inactive analyst) is the 404 page; no access or a failure is the error page.
  if (result.error && describeError(result.error).status !== 404) throw result.error;
  throw data(`No content '${objectid}'`, { status: 404 });
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const objectid = (new URL(request.url).searchParams.get('objectid') ?? '').trim();
  throw redirect(await contentPathOf(context, objectid));
}

/** Never shown: the loader always redirects or throws. */
export const Component = NotFoundPage;
