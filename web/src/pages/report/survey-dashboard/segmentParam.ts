// The dashboard's segment lives in the URL (?segment=region-europe), so a link reproduces the view.
// Changing it changes only that: the report's query is not loaded again (route.tsx shouldRevalidate).
import { useSearchParams } from 'react-router';

export const SEGMENT_PARAM = 'segment';
export const ALL_RESPONDENTS = 'all';

/** The segment the URL names when the dashboard has it, else All respondents; and its setter. */
export function useSegmentParam(segmentIds: readonly string[]): [string, (id: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get(SEGMENT_PARAM);
  const segmentId = asked !== null && segmentIds.includes(asked) ? asked : ALL_RESPONDENTS;
  const setSegmentId = (id: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (id === ALL_RESPONDENTS) next.delete(SEGMENT_PARAM);
        else next.set(SEGMENT_PARAM, id);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return [segmentId, setSegmentId];
}

/** Whether two URLs of the page differ in their segment alone. */
export function onlySegmentChanged(current: URL, next: URL): boolean {
  const rest = (url: URL) => {
    const params = new URLSearchParams(url.searchParams);
    params.delete(SEGMENT_PARAM);
    params.sort();
    return `${url.pathname}?${params.toString()}`;
  };
  return current.searchParams.get(SEGMENT_PARAM) !== next.searchParams.get(SEGMENT_PARAM) && rest(current) === rest(next);
}
