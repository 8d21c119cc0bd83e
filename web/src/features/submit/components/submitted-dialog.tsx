// v2 success (docs/product.md#screens): "You're in!" with 'Maybe later' and 'View Chart', both going to /; the
// user is told the submission is reviewed first and that they will be notified on approval.
import { Button, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { AppDialog } from '../../../components/ui/app-dialog';

interface SubmittedDialogProps {
  open: boolean;
  projectName: string;
}

export function SubmittedDialog({ open, projectName }: SubmittedDialogProps) {
  const navigate = useNavigate();
  const goHome = () => navigate('/');
  return (
    <AppDialog
      open={open}
      onOpenChange={(e) => {
        if (!e.open) goHome();
      }}
      role="alertdialog"
      testId="submitted-dialog"
      title={<>You&apos;re in!</>}
      footer={
        <>
          <Button variant="outline" minH="48px" onClick={goHome}>
            Maybe later
          </Button>
          <Button minH="48px" onClick={goHome}>
            View Chart
          </Button>
        </>
      }
    >
      <Text>
        Thanks for submitting <strong>{projectName}</strong>. New submissions are reviewed first — we&apos;ll notify you
        as soon as your project is approved.
      </Text>
    </AppDialog>
  );
}
