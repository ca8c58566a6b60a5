// The layouts' toast (spec 1 §2; spec 3 §4 "Toast: set shows it; reset hides it and clears it"):
// one short message at a time, for the outcome of an action that does not change the page much
// (follow, unfollow). `useToast()` gives set and reset; <Toast /> draws it (MUI Snackbar) where
// the layout places it, inside the main landmark.
//
// Screen readers hear each message politely through the layout's live region: a snackbar mounts
// with its text already inside, which screen readers do not reliably announce. So the snackbar's
// own status role is silenced (aria-live="off"), and nothing is said twice.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useAnnounce } from '../a11y/announce';

export interface ToastMessage {
  message: string;
  /** success (the default) or error; error stays longer, since it asks the user to act. */
  severity?: Extract<AlertColor, 'success' | 'error'>;
}

interface ShownToast extends Required<ToastMessage> {
  /** A new key per set, so the same message set twice shows (and restarts its timer) again. */
  key: number;
}

export interface ToastActions {
  /** Shows `toast` (replacing any toast shown) and says it to screen readers. */
  set: (toast: ToastMessage) => void;
  /** Hides the toast and clears it. */
  reset: () => void;
}

export const TOAST_HIDE_MS: Record<NonNullable<ToastMessage['severity']>, number> = { success: 6000, error: 10_000 };

const noToast: ToastActions = { set: () => {}, reset: () => {} };
const ToastActionsContext = createContext<ToastActions>(noToast);

interface ToastState {
  /** The last toast set; kept while it fades out after a reset, then cleared. */
  shown: ShownToast | null;
  open: boolean;
}
const ToastContext = createContext<ToastState & { cleared: () => void }>({ shown: null, open: false, cleared: () => {} });

export function useToast(): ToastActions {
  return useContext(ToastActionsContext);
}

/** The toast shown now, or null once reset: for the layout's <Toast /> (and tests). */
export function useCurrentToast(): ShownToast | null {
  const { shown, open } = useContext(ToastContext);
  return open ? shown : null;
}

/** Inside AnnounceProvider: it speaks through the layout's live region. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const announce = useAnnounce();
  const [state, setState] = useState<ToastState>({ shown: null, open: false });
  const set = useCallback(
    ({ message, severity = 'success' }: ToastMessage) => {
      setState((previous) => ({ shown: { key: (previous.shown?.key ?? 0) + 1, message, severity }, open: true }));
      announce(message, 'polite');
    },
    [announce],
  );
  const reset = useCallback(() => setState((previous) => ({ ...previous, open: false })), []);
  const cleared = useCallback(() => setState((previous) => (previous.open ? previous : { shown: null, open: false })), []);
  const actions = useMemo(() => ({ set, reset }), [set, reset]);
  const toast = useMemo(() => ({ ...state, cleared }), [state, cleared]);
  return (
    <ToastActionsContext.Provider value={actions}>
      <ToastContext.Provider value={toast}>{children}</ToastContext.Provider>
    </ToastActionsContext.Provider>
  );
}

export function Toast() {
  const { shown, open, cleared } = useContext(ToastContext);
  const { reset } = useToast();
  const close = (_event: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page is not a request to close it.
    if (reason !== 'clickaway') reset();
  };
  return (
    <Snackbar
      key={shown?.key}
      open={open}
      onClose={close}
      autoHideDuration={shown ? TOAST_HIDE_MS[shown.severity] : null}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      // Reset hides the toast; once it has faded out, its words are cleared too.
      slotProps={{ transition: { onExited: cleared } }}
    >
      {shown ? (
        <Alert role="status" aria-live="off" data-testid="toast" severity={shown.severity} variant="filled" onClose={() => reset()} sx={{ width: '100%' }}>
          {shown.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
