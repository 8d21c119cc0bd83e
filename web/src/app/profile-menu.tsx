// PROFILE menu (docs/product.md#screens): e-mail, full name, My Projects, Admin Dashboard (admins; red dot when
// pending items exist), Sign Out. Loaded when a user is signed in.
import { Box, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { menuSlotRecipe } from '@chakra-ui/react/theme';
import { ChakraScope } from '../chakra/chakra-scope';
import { useNavigation } from '../lib/navigation';
import { useSession } from '../lib/session';
import { useAuthActions } from '../lib/use-auth-actions';

export function RedDot({ label }: { label: string }) {
  return (
    <Box as="span" display="inline-block" w="8px" h="8px" rounded="full" bg="red.600" aria-label={label} role="img" />
  );
}

/**
 * `defaultOpen`: PROFILE was pressed while this menu was loading (layout.tsx): open at once.
 * `pendingCount`: submissions waiting for review (admins; the page reads it).
 */
export default function ProfileMenu({
  defaultOpen = false,
  pendingCount,
}: {
  defaultOpen?: boolean;
  pendingCount: number;
}) {
  const { user, isAdmin } = useSession();
  const { signOut } = useAuthActions();
  const { navigate } = useNavigation();
  const hasPending = isAdmin && pendingCount > 0;
  // Loaded lazily by the layout (Panda, no Chakra): the menu brings its own Chakra scope.
  return (
    <ChakraScope>
      <Menu.Root
        defaultOpen={defaultOpen}
        recipe={menuSlotRecipe}
        positioning={{ placement: 'bottom-end' }}
        onSelect={({ value }) => {
          if (value === 'my-projects') navigate('/my-page');
          else if (value === 'admin') navigate('/admin');
          else if (value === 'sign-out') void signOut();
        }}
      >
        <Menu.Trigger asChild>
          <Button size="sm" variant="outline" minH="48px" fontWeight="black" gap={2} data-testid="profile-button">
            PROFILE
            {hasPending ? <RedDot label="Pending submissions" /> : null}
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="240px">
              <Box px={2} py={2}>
                <Text fontWeight="bold" data-testid="profile-name">
                  {user?.fullName || 'Signed in'}
                </Text>
                <Text fontSize="sm" color="fg.muted" data-testid="profile-email">
                  {user?.email}
                </Text>
              </Box>
              <Menu.Separator />
              <Menu.Item value="my-projects" minH="48px">
                My Projects
              </Menu.Item>
              {isAdmin ? (
                <Menu.Item value="admin" minH="48px" gap={2}>
                  Admin Dashboard
                  {hasPending ? <RedDot label="Pending submissions" /> : null}
                </Menu.Item>
              ) : null}
              <Menu.Item value="sign-out" minH="48px">
                Sign Out
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </ChakraScope>
  );
}
