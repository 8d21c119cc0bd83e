// The frame of the app's dialogs: centred over a backdrop, a title (and a line under it), the body,
// optional footer buttons and a close button. The dialog recipe travels with the lazy screens that
// open one, not with the first paint.
import type { DialogRootProps } from '@chakra-ui/react';
import { Dialog, Flex, Portal, Text } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';

interface AppDialogProps extends Omit<DialogRootProps, 'children' | 'recipe' | 'title'> {
  title: ReactNode;
  subtitle?: ReactNode;
  footer?: ReactNode;
  /** The × in the corner (a CloseButton: passed in, so dialogs without one do not load it). */
  closeButton?: ReactNode;
  testId?: string;
  /** Space kept around the dialog on narrow screens. */
  positionerPx?: number;
  bodyPb?: number;
  children: ReactNode;
}

export function AppDialog({
  title,
  subtitle,
  footer,
  closeButton,
  testId,
  positionerPx,
  bodyPb,
  children,
  ...root
}: AppDialogProps) {
  const heading = <Dialog.Title>{title}</Dialog.Title>;
  return (
    <Dialog.Root recipe={dialogSlotRecipe} placement="center" {...root}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={positionerPx}>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              {subtitle === undefined ? (
                heading
              ) : (
                <Flex direction="column">
                  {heading}
                  <Text fontSize="sm" color="fg.muted">
                    {subtitle}
                  </Text>
                </Flex>
              )}
            </Dialog.Header>
            <Dialog.Body pb={bodyPb}>{children}</Dialog.Body>
            {footer ? <Dialog.Footer>{footer}</Dialog.Footer> : null}
            {closeButton ? <Dialog.CloseTrigger asChild>{closeButton}</Dialog.CloseTrigger> : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
