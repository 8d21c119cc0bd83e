// A confirmation for an admin action that cannot be taken back (delete a project, send a campaign).
// Focus starts on Cancel; Escape or a click outside cancels unless the action is running.
import { Button, Dialog } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useRef } from 'react';
import { AppDialog } from '../../../components/ui/app-dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs. */
  pendingLabel?: string;
  pending?: boolean;
  colorPalette?: 'red' | 'blue';
  onConfirm: () => void;
  onCancel: () => void;
  testId?: string;
}

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  pendingLabel,
  pending = false,
  colorPalette = 'red',
  onConfirm,
  onCancel,
  testId,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <AppDialog
      open={open}
      role="alertdialog"
      initialFocusEl={() => cancelRef.current}
      closeOnInteractOutside={!pending}
      closeOnEscape={!pending}
      onOpenChange={(e) => {
        if (!e.open) onCancel();
      }}
      positionerPx={4}
      testId={testId}
      title={title}
      footer={
        <>
          <Button ref={cancelRef} variant="outline" minH="48px" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button
            colorPalette={colorPalette}
            minH="48px"
            onClick={onConfirm}
            loading={pending}
            loadingText={pendingLabel}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Dialog.Description asChild>
        <div>{children}</div>
      </Dialog.Description>
    </AppDialog>
  );
}
