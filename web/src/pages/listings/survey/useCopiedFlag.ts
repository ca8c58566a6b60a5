// Spec 3 §4, §9: after 'Copy source' the button says copied for 3 s, then goes back.
import { useCallback, useEffect, useRef, useState } from 'react';
import { COPIED_SOURCE_FLAG_MS } from '@portal/domain';

export function useCopiedFlag(durationMs: number = COPIED_SOURCE_FLAG_MS): [boolean, () => void] {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const flag = useCallback(() => {
    clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), durationMs);
  }, [durationMs]);
  return [copied, flag];
}
