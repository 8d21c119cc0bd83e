// v2 success (spec §2): "You're in!" with 'Maybe later' and 'View Chart', both going to /; the
// user is told the submission is reviewed first and that they will be notified on approval.
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useNavigate } from 'react-router';

interface SubmittedDialogProps {
  open: boolean;
  projectName: string;
}

export function SubmittedDialog({ open, projectName }: SubmittedDialogProps) {
  const navigate = useNavigate();
  const goHome = () => navigate('/');
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(e) => {
        if (!e.open) goHome();
      }}
      placement="center"
      role="alertdialog"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="submitted-dialog">
            <Dialog.Header>
              <Dialog.Title>You&apos;re in!</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                Thanks for submitting <strong>{projectName}</strong>. New submissions are reviewed first — we&apos;ll
                notify you as soon as your project is approved.
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" minH="48px" onClick={goHome}>
                Maybe later
              </Button>
              <Button minH="48px" onClick={goHome}>
                View Chart
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
