// The admin inbox: what visitors and members sent (contact messages, tool suggestions), newest
// first, each with a Mark handled button; handled ones stay listed, dimmed.
import { Badge, Button, Card, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { toast } from '../../../components/ui/toaster';
import { failureMessage } from '../admin-messages';
import type { InboxItem } from '../api/inbox';
import { useAdminInbox, useMarkHandled } from '../api/inbox';

export function AdminInbox() {
  const query = useAdminInbox();
  if (query.isPending) return null;
  if (query.isError) {
    return (
      <Text role="alert" color="fg.error">
        Failed to load the inbox: {failureMessage(query.error, 'Please try again.')}
      </Text>
    );
  }
  const open = query.data.filter((item) => !item.handled).length;
  return (
    <Stack as="section" aria-labelledby="inbox-heading" gap={3} data-testid="admin-inbox">
      <HStack gap={3}>
        <Text as="h2" id="inbox-heading" fontWeight="bold" fontSize="lg">
          Inbox
        </Text>
        <Badge colorPalette={open > 0 ? 'blue' : 'green'} variant="solid" data-testid="inbox-open">
          {open} open
        </Badge>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        Contact messages and tool suggestions, newest first. Each new one is also e-mailed to the operator address.
      </Text>
      {query.data.length === 0 ? (
        <Text data-testid="inbox-empty">Nothing has been sent yet.</Text>
      ) : (
        query.data.map((item) => <InboxCard key={`${item.kind}-${item.id}`} item={item} />)
      )}
    </Stack>
  );
}

function InboxCard({ item }: { item: InboxItem }) {
  const mark = useMarkHandled();
  const onMark = async () => {
    try {
      await mark.mutateAsync({ kind: item.kind, id: item.id });
    } catch (error) {
      toast({
        type: 'error',
        title: 'Could not mark it handled',
        description: failureMessage(error, 'Please try again.'),
      });
    }
  };
  return (
    <Card.Root
      variant="outline"
      opacity={item.handled ? 0.6 : 1}
      data-testid={`inbox-${item.id}`}
      data-handled={item.handled ? '' : undefined}
    >
      <Card.Body gap={2}>
        <HStack justify="space-between" wrap="wrap">
          <Text fontWeight="black">{item.title}</Text>
          <Badge colorPalette={item.kind === 'contact' ? 'purple' : 'teal'}>
            {item.kind === 'contact' ? 'Contact' : 'Tool suggestion'}
          </Badge>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {new Date(item.createdAt).toLocaleString('en-GB', {
            timeZone: 'UTC',
            dateStyle: 'medium',
            timeStyle: 'short',
          })}{' '}
          UTC ·{' '}
          {item.fromEmail ? (
            <Link href={`mailto:${item.fromEmail}`}>
              {item.fromName} &lt;{item.fromEmail}&gt;
            </Link>
          ) : (
            `member ${item.userId ?? 'unknown'}`
          )}
          {item.projectId ? ` · project ${item.projectId}` : ''}
        </Text>
        <Text whiteSpace="pre-wrap" wordBreak="break-word">
          {item.text}
        </Text>
        {item.handled ? (
          <Text fontSize="sm" fontWeight="bold">
            Handled
          </Text>
        ) : (
          <HStack>
            <Button minH="48px" variant="outline" onClick={() => void onMark()} loading={mark.isPending}>
              Mark handled
            </Button>
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
