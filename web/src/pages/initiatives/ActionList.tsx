// An initiative's actions (or the other actions): title, description, due date and status. The
// owner changes a status here (ActionStatusSelect), which then reloads the page's data (spec 2 §4);
// the client viewer shows the statuses read-only.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatLongDate } from '@portal/domain';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { ActionStatusSelect } from './ActionStatusSelect';
import type { ErrorDetails } from './errorDetails';

export const ActionListFragment = graphql(`
  fragment ActionList_action on InitiativeAction {
    actionItemId
    initiativeId
    title
    description
    dueDate
    actionStatus
  }
`);

interface ActionListProps {
  actions: readonly FragmentType<typeof ActionListFragment>[];
  /** The owner's page: each status can be changed. */
  editable: boolean;
  onError?: (details: ErrorDetails) => void;
  emptyText: string;
}

export function ActionList({ actions: refs, editable, onError, emptyText }: ActionListProps) {
  const actions = getFragmentData(ActionListFragment, refs);
  if (actions.length === 0) return <Typography color="text.secondary">{emptyText}</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {actions.map((action) => (
        <Box
          component="li"
          key={action.actionItemId}
          data-testid="initiative-action"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', borderTop: 1, borderColor: 'divider', pt: 2 }}
        >
          <Box sx={{ minWidth: 0, flex: '1 1 320px' }}>
            <Typography component="h3" variant="h6">
              {action.title}
            </Typography>
            {action.description && <Typography color="text.secondary">{action.description}</Typography>}
            <Typography variant="body2">{action.dueDate ? `Due ${formatLongDate(action.dueDate)}` : 'No due date'}</Typography>
          </Box>
          {editable ? (
            <ActionStatusSelect action={action} onError={onError} />
          ) : (
            <Chip label={action.actionStatus} aria-label={`Status of ${action.title}: ${action.actionStatus}`} />
          )}
        </Box>
      ))}
    </Box>
  );
}
