// The owner's control of one action's status (spec 2 §4): the change is stored, then the page's
// data is loaded again (its route loader, from the network), so the list or the detail shows what
// the service now holds.
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import TextField from '@mui/material/TextField';
import { useRevalidator } from 'react-router';
import { INITIATIVE_ACTION_STATUSES } from '@portal/domain';
import { graphql } from '../../gql';
import { NO_ERROR, viewError, type ErrorDetails } from './errorDetails';

export const UpdateInitiativeActionMutation = graphql(`
  mutation UpdateInitiativeAction($initiativeId: ID, $actionItemId: ID!, $status: String!) {
    updateInitiativeAction(initiativeId: $initiativeId, actionItemId: $actionItemId, status: $status) {
      actionItemId
      actionStatus
    }
  }
`);

interface ActionStatusSelectProps {
  action: { actionItemId: string; initiativeId?: string | null; title: string; actionStatus: string };
  onError?: (details: ErrorDetails) => void;
}

export function ActionStatusSelect({ action, onError }: ActionStatusSelectProps) {
  const [update] = useMutation(UpdateInitiativeActionMutation);
  const revalidator = useRevalidator();
  const [saving, setSaving] = useState(false);

  const change = async (status: string) => {
    if (status === action.actionStatus) return;
    setSaving(true);
    onError?.(NO_ERROR);
    try {
      await update({ variables: { initiativeId: action.initiativeId ?? null, actionItemId: action.actionItemId, status } });
      await revalidator.revalidate();
    } catch (error) {
      onError?.(viewError(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <TextField
      select
      size="small"
      label="Status"
      value={action.actionStatus}
      disabled={saving}
      onChange={(event) => void change(event.target.value)}
      sx={{ minWidth: 170 }}
      slotProps={{ select: { native: true, inputProps: { 'aria-label': `Status of ${action.title}` } } }}
    >
      {INITIATIVE_ACTION_STATUSES.map((status) => (
        <option key={status} value={status}>
          {status}
        </option>
      ))}
    </TextField>
  );
}
