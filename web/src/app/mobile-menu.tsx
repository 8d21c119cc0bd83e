// The mobile slide-in menu (docs/product.md#screens): ABOUT, RULES, CHART, LAUNCHPAD, ARCHIVE, ALL PROJECTS, SUBMIT
// (signed out: the join dialog), ADMIN (admins, red dot when pending), a share entry for the site,
// then MY PROJECTS + SIGN OUT or SIGN UP.
import { Box, Button, CloseButton, Drawer, Portal, Stack } from '@chakra-ui/react';
import { drawerSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { ChakraScope } from '../chakra/chakra-scope';
import { ShareButton } from '../components/ui/share-button';
import { AppLink } from '../lib/navigation';
import { useSession } from '../lib/session';
import { MOBILE_LINKS } from './nav';
import { RedDot } from './profile-menu';
import { useAuthActions } from '../lib/use-auth-actions';
import { preloadJoinDialog, useSubmitGuard } from '../components/ui/submit-link';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Submissions waiting for review (admins; the page reads it). */
  pendingCount: number;
}

function Entry({ children, ...rest }: { children: ReactNode; to: string; onClick?: (e: React.MouseEvent) => void }) {
  return (
    <Button asChild variant="ghost" justifyContent="flex-start" minH="48px" fontWeight="black" w="full">
      <AppLink nav end={rest.to === '/'} {...rest}>
        {children}
      </AppLink>
    </Button>
  );
}

/** SIGN OUT (a plain entry) or SIGN UP (the solid, centred call to action). */
function AccountButton({ solid = false, ...rest }: { solid?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Button
      variant={solid ? 'solid' : 'ghost'}
      justifyContent={solid ? 'center' : 'flex-start'}
      minH="48px"
      fontWeight="black"
      {...rest}
    />
  );
}

export default function MobileMenu({ open, onOpenChange, pendingCount }: Props) {
  const close = () => onOpenChange(false);
  /** Closes the menu, then starts the sign-in or sign-out. */
  const closeAnd = (action: () => Promise<unknown>) => () => {
    close();
    void action();
  };
  const { status, isAdmin } = useSession();
  const { signIn, signOut } = useAuthActions();
  // Signed out, SUBMIT closes the menu and the join dialog opens.
  const { onClick: onSubmitClick } = useSubmitGuard(close);
  // Loaded lazily by the layout (Panda, no Chakra): the drawer brings its own Chakra scope.
  return (
    <ChakraScope>
      <Drawer.Root
        recipe={drawerSlotRecipe}
        open={open}
        onOpenChange={(e) => onOpenChange(e.open)}
        placement="end"
        size="xs"
      >
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content data-testid="mobile-menu">
              <Drawer.Header>
                <Drawer.Title>Menu</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <Stack as="nav" aria-label="Mobile" gap={1}>
                  {MOBILE_LINKS.map((link) => (
                    <Entry key={link.to} to={link.to} onClick={close}>
                      {link.label}
                    </Entry>
                  ))}
                  <Button asChild variant="ghost" justifyContent="flex-start" minH="48px" fontWeight="black" w="full">
                    <AppLink to="/submit" onClick={onSubmitClick} onPointerDown={preloadJoinDialog}>
                      SUBMIT
                    </AppLink>
                  </Button>
                  {isAdmin ? (
                    <Entry to="/admin" onClick={close}>
                      <Box as="span" display="inline-flex" alignItems="center" gap={2}>
                        ADMIN
                        {pendingCount > 0 ? <RedDot label="Pending submissions" /> : null}
                      </Box>
                    </Entry>
                  ) : null}
                  <Box>
                    <ShareButton>SHARE</ShareButton>
                  </Box>
                  {status === 'signedIn' ? (
                    <>
                      <Entry to="/my-page" onClick={close}>
                        MY PROJECTS
                      </Entry>
                      <AccountButton onClick={closeAnd(signOut)}>SIGN OUT</AccountButton>
                    </>
                  ) : (
                    <AccountButton solid onClick={closeAnd(signIn)}>
                      SIGN UP
                    </AccountButton>
                  )}
                </Stack>
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="md" aria-label="Close menu" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </ChakraScope>
  );
}
