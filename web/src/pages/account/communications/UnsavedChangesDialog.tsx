// Spec 1 §4 "Preferences page": leaving with unsaved changes opens a modal; Discard continues to
// the route the user was going to, Cancel stays (and forgets that route).
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export const UNSAVED_TITLE = 'Unsaved changes';
export const UNSAVED_TEXT = 'You have changed your communication preferences without saving them. Discard the changes and leave this page?';

export function UnsavedChangesDialog({ open, onDiscard, onCancel }: { open: boolean; onDiscard: () => void; onCancel: () => void }) {
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="unsaved-changes-title" aria-describedby="unsaved-changes-text">
      <DialogTitle id="unsaved-changes-title">{UNSAVED_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText id="unsaved-changes-text">{UNSAVED_TEXT}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button onClick={onDiscard} color="error">
          Discard
        </Button>
      </DialogActions>
    </Dialog>
  );
}
