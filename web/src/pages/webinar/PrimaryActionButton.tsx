// The webinar page's primary button (spec 3 §3 heroBanner.actions.primaryButton { isLoading,
// disabled }; §4 "The webinar primary button can be set to loading, which also disables it").
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';

export interface PrimaryButtonState {
  isLoading: boolean;
  disabled?: boolean;
}

export function PrimaryActionButton({ isLoading, disabled = false, onClick, children }: PrimaryButtonState & { onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="contained" onClick={onClick} loading={isLoading} disabled={disabled || isLoading} aria-busy={isLoading}>
      {children}
    </Button>
  );
}
