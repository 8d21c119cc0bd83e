// The review queue (docs/product.md#admin-dashboard): Project, Description, Tool, URL, Actions. Approve and
// reject at once; delete after a confirmation naming the project. Toasts of
// docs/product.md#errors-and-toasts; the list and the pending count refresh after each action (see the api/ hooks).
import type { ButtonProps } from '@chakra-ui/react';
import { Box, Button, HStack, Link, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { useMemo, useState } from 'react';
import { toast } from '../../../components/ui/toaster';
import { ToolBadges } from '../../../components/ui/tool-badges';
import type { PendingProject } from '../api/get-pending-projects';
import { useDeleteSubmission } from '../api/delete-submission';
import { useUpdateSubmissionStatus } from '../api/update-submission-status';
import type { ReviewDecision } from '../admin-messages';
import { deleteFailedToast, projectDeletedToast, statusUpdatedToast, updateFailedToast } from '../admin-messages';
import type { PendingRow } from '../pending-rows';
import { pendingRow } from '../pending-rows';
import { ConfirmDialog } from './confirm-dialog';
import { appClock } from '../../../lib/clock';

const COLUMNS = ['Project', 'Description', 'Tool', 'URL', 'Actions'] as const;

export function PendingTable({ projects }: { projects: PendingProject[] }) {
  const rows = useMemo(() => {
    const now = appClock();
    return projects.map((p) => pendingRow(p, now));
  }, [projects]);
  const update = useUpdateSubmissionStatus();
  const remove = useDeleteSubmission();
  const [toDelete, setToDelete] = useState<PendingRow | null>(null);
  /** The row an action is running for: its buttons wait, the others stay usable. */
  const [busyId, setBusyId] = useState<string | null>(null);

  const decide = async (row: PendingRow, status: ReviewDecision) => {
    setBusyId(row.id);
    try {
      await update.mutateAsync({ id: row.id, status });
      toast(statusUpdatedToast(row.projectName, status));
    } catch (error) {
      toast(updateFailedToast(error));
    } finally {
      setBusyId(null);
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    const row = toDelete;
    setBusyId(row.id);
    try {
      await remove.mutateAsync({ id: row.id });
      toast(projectDeletedToast(row.projectName));
    } catch (error) {
      toast(deleteFailedToast(error));
    } finally {
      setBusyId(null);
      setToDelete(null);
    }
  };

  return (
    <>
      {/* A table from md up; below it each row stacks into a card (same DOM, no sideways scrolling). */}
      <Table.ScrollArea borderWidth="1px" borderColor="border.muted" rounded="md">
        <Table.Root
          recipe={tableSlotRecipe}
          size="sm"
          variant="line"
          display={{ base: 'block', md: 'table' }}
          data-testid="pending-table"
        >
          <Table.Header display={{ base: 'none', md: 'table-header-group' }}>
            <Table.Row>
              {COLUMNS.map((column) => (
                <Table.ColumnHeader key={column} fontWeight="bold" textAlign={column === 'Actions' ? 'end' : 'start'}>
                  {column}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body display={{ base: 'block', md: 'table-row-group' }}>
            {rows.map((row) => (
              <PendingTableRow
                key={row.id}
                row={row}
                busy={busyId === row.id}
                onDecide={(status) => void decide(row, status)}
                onDelete={() => setToDelete(row)}
              />
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete project?"
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={toDelete !== null && busyId === toDelete.id}
        onConfirm={() => void confirmDelete()}
        onCancel={() => {
          if (!remove.isPending) setToDelete(null);
        }}
        testId="delete-dialog"
      >
        <Text>
          Delete <strong>{toDelete?.projectName}</strong> permanently? This cannot be undone.
        </Text>
      </ConfirmDialog>
    </>
  );
}

interface PendingTableRowProps {
  row: PendingRow;
  busy: boolean;
  onDecide: (status: ReviewDecision) => void;
  onDelete: () => void;
}

function PendingTableRow({ row, busy, onDecide, onDelete }: PendingTableRowProps) {
  const actions: (ButtonProps & { label: string })[] = [
    { label: 'Approve', colorPalette: 'green', loading: busy, onClick: () => onDecide('approved') },
    { label: 'Reject', colorPalette: 'orange', variant: 'outline', onClick: () => onDecide('rejected') },
    { label: 'Delete', colorPalette: 'red', variant: 'outline', onClick: onDelete },
  ];
  return (
    <Table.Row
      data-testid="pending-row"
      data-id={row.id}
      verticalAlign="top"
      display={{ base: 'flex', md: 'table-row' }}
      flexDirection="column"
      gap={2}
      py={{ base: 3, md: 0 }}
      borderBottomWidth={{ base: '1px', md: '0' }}
      borderColor="border.muted"
    >
      <Cell>
        <Text fontWeight="bold" wordBreak="break-word">
          {row.projectName}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {row.submitted}
        </Text>
      </Cell>
      <Cell label="Description" maxW={{ md: '300px' }}>
        <Text fontSize="sm" wordBreak="break-word">
          {row.description}
        </Text>
        {row.judgeDetails.map((line) => (
          <Text key={line} fontSize="xs" color="fg.muted" wordBreak="break-word" data-testid="pending-judge-field">
            {line}
          </Text>
        ))}
      </Cell>
      <Cell label="Tool" maxW={{ md: '220px' }}>
        {row.tools.length > 0 ? <ToolBadges tools={row.tools} showLabel={false} /> : <Text color="fg.muted">—</Text>}
      </Cell>
      <Cell label="URL" maxW={{ md: '260px' }}>
        {row.url ? (
          <Link
            href={row.url}
            target="_blank"
            rel="noopener noreferrer"
            fontSize="sm"
            wordBreak="break-all"
            color="blue.700"
            data-testid="pending-url"
          >
            {row.urlLabel}
            <Box as="span" srOnly>
              {' '}
              (opens in a new tab)
            </Box>
          </Link>
        ) : (
          <Text color="fg.muted" aria-label="No valid URL">
            —
          </Text>
        )}
      </Cell>
      <Cell textAlign={{ base: 'start', md: 'end' }} whiteSpace="nowrap">
        <HStack gap={2} justify={{ base: 'flex-start', md: 'flex-end' }}>
          {actions.map(({ label, ...action }) => (
            <Button
              key={label}
              size="sm"
              minH="48px"
              aria-label={`${label} ${row.projectName}`}
              disabled={busy}
              {...action}
            >
              {label}
            </Button>
          ))}
        </HStack>
      </Cell>
    </Table.Row>
  );
}

/** A table cell; below md a block with its column name above the value. */
function Cell({ label, children, ...props }: Table.CellProps & { label?: string }) {
  return (
    <Table.Cell
      display={{ base: 'block', md: 'table-cell' }}
      borderBottomWidth={{ base: '0', md: '1px' }}
      py={{ base: 0, md: 3 }}
      {...props}
    >
      {label ? (
        <Text hideFrom="md" fontSize="2xs" fontWeight="bold" color="fg.muted" textTransform="uppercase" mb={1}>
          {label}
        </Text>
      ) : null}
      {children}
    </Table.Cell>
  );
}

export function PendingTableSkeleton() {
  return (
    <Stack gap={3} aria-busy="true" aria-label="Loading pending projects" data-testid="pending-skeleton">
      <Skeleton h={8} w="100%" />
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} h={14} w="100%" />
      ))}
    </Stack>
  );
}
