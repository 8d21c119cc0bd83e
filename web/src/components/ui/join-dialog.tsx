// The join dialog a signed-out visitor sees on choosing SUBMIT or on trying to submit (docs/product.md#screens
// Submit): the member benefits and Google sign-in. Once signed in, the member is on `returnTo`
// (the submit form); a form already open stays as it was.
import { Button, CloseButton, Dialog, List, Stack, Text } from '@chakra-ui/react';
import { listSlotRecipe } from '@chakra-ui/react/theme';
import { FaCheck } from 'react-icons/fa6';
import { ChakraScope } from '../../chakra/chakra-scope';
import { AppDialog } from './app-dialog';
import { useAuthActions } from '../../lib/use-auth-actions';

export const MEMBER_BENEFITS = [
  'Upload your AI projects to the chart',
  'Vote for the projects you love',
  'Share projects with your friends',
  'Early access to new features',
] as const;

export interface JoinDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the member is once signed in. */
  returnTo: string;
}

export function JoinDialog({ open, onOpenChange, returnTo }: JoinDialogProps) {
  const { signIn } = useAuthActions();
  const join = () => {
    onOpenChange(false);
    void signIn(returnTo);
  };
  return (
    <AppDialog
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      testId="join-dialog"
      title="Join the Community"
      closeButton={<CloseButton size="sm" aria-label="Close" />}
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline" minH="48px">
              Not now
            </Button>
          </Dialog.ActionTrigger>
          <Button minH="48px" onClick={join}>
            Sign in with Google
          </Button>
        </>
      }
    >
      <Stack gap={3}>
        <Text>Sign in with Google to submit your project. Members can:</Text>
        <List.Root recipe={listSlotRecipe} variant="plain" gap={2}>
          {MEMBER_BENEFITS.map((benefit) => (
            <List.Item key={benefit}>
              <List.Indicator asChild color="green.500">
                <FaCheck aria-hidden="true" />
              </List.Indicator>
              {benefit}
            </List.Item>
          ))}
        </List.Root>
      </Stack>
    </AppDialog>
  );
}

/** The dialog on a server-rendered page (components/ui/submit-link.tsx): with its own Chakra scope. */
export default function ScopedJoinDialog(props: JoinDialogProps) {
  return (
    <ChakraScope>
      <JoinDialog {...props} />
    </ChakraScope>
  );
}
