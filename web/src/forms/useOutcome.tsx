// What the last submit came to (saved, or why not), said until the user changes a field again;
// and its alert: a status when it went well, an alert when it did not.
import { useEffect, useState } from 'react';
import Alert, { type AlertProps } from '@mui/material/Alert';
import type { FieldValues, UseFormWatch } from 'react-hook-form';

export interface Outcome {
  severity: 'success' | 'error';
  text: string;
}

export function useOutcome<T extends FieldValues>(watch: UseFormWatch<T>) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  useEffect(() => {
    const { unsubscribe } = watch((_values, { type }) => {
      if (type === 'change') setOutcome(null);
    });
    return unsubscribe;
  }, [watch]);
  return [outcome, setOutcome] as const;
}

export function OutcomeAlert({ outcome, ...props }: Omit<AlertProps, 'severity' | 'role' | 'children'> & { outcome: Outcome | null }) {
  if (!outcome) return null;
  return (
    <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'} {...props}>
      {outcome.text}
    </Alert>
  );
}
