// Building blocks of the static content pages: a readable article column with one h1, sections
// with h2 anchors, lists and an accessible table (the FAQ accordion: components/ui/faq.tsx). The
// app's Chakra system carries only the recipes the first paint needs, so the table brings its own
// (these pages are lazy routes: the recipe ships in their chunk, not in the chart's).
import { Box, Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageMeta } from '../lib/seo';

/** The operator's contact address on the site's domain (privacy policy, terms, contact page). */
export const CONTACT_EMAIL = 'hello@vibechart.dev';

interface ContentPageProps {
  /** The document title (<title>). */
  title: string;
  description: string;
  /** The visible h1. */
  heading: string;
  /** One or two sentences under the heading. */
  lead?: ReactNode;
  /** A wider column, for pages built around a table. */
  wide?: boolean;
  children: ReactNode;
}

/** A content page: head tags, one h1, a lead paragraph and its sections, in a readable column. */
export function ContentPage({ title, description, heading, lead, wide = false, children }: ContentPageProps) {
  return (
    <Box as="article" maxW={wide ? '5xl' : '3xl'} mx="auto" lineHeight="tall" fontSize={{ base: 'md', md: 'lg' }}>
      <PageMeta title={title} description={description} />
      <Heading as="h1" size={{ base: '2xl', md: '4xl' }} fontWeight="black" letterSpacing="tight" mb={4}>
        {heading}
      </Heading>
      {lead ? (
        <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" mb={8}>
          {lead}
        </Text>
      ) : null}
      <Stack gap={{ base: 8, md: 10 }}>{children}</Stack>
    </Box>
  );
}

interface SectionProps {
  id?: string;
  title: string;
  /** A bulleted list opening the section (what most sections are). */
  bullets?: ReactNode[];
  children?: ReactNode;
}

/** A titled section; `id` makes it linkable (/rules#formula). */
export function Section({ id, title, bullets, children }: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <Box as="section" id={id} aria-labelledby={headingId} scrollMarginTop="6rem">
      <Heading as="h2" id={headingId} size={{ base: 'xl', md: '2xl' }} fontWeight="bold" mb={3}>
        {title}
      </Heading>
      <Stack gap={3}>
        {bullets ? <Bullets items={bullets} /> : null}
        {children}
      </Stack>
    </Box>
  );
}

export function SubHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h3" size={{ base: 'md', md: 'lg' }} fontWeight="semibold" mt={2}>
      {children}
    </Heading>
  );
}

export function P({ children }: { children: ReactNode }) {
  return <Text>{children}</Text>;
}

/** A bulleted (or numbered) list with readable spacing. */
export function Bullets({ items, ordered = false }: { items: ReactNode[]; ordered?: boolean }) {
  return (
    <Box as={ordered ? 'ol' : 'ul'} ps={6} listStyleType={ordered ? 'decimal' : 'disc'}>
      {items.map((item, i) => (
        <Box as="li" key={i} mb={2} ps={1}>
          {item}
        </Box>
      ))}
    </Box>
  );
}

/** An in-app link (client-side navigation), underlined so it reads as a link in running text. */
export function InternalLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild color="blue.700" textDecoration="underline" _hover={{ color: 'blue.900' }}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

export function MailLink({ address = CONTACT_EMAIL }: { address?: string }) {
  return (
    <Link href={`mailto:${address}`} color="blue.700" textDecoration="underline" _hover={{ color: 'blue.900' }}>
      {address}
    </Link>
  );
}

/** A formula or key figure set apart from the text. */
export function Callout({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Box
      role="note"
      aria-label={label}
      borderWidth="1px"
      borderColor="border.emphasized"
      bg="bg.muted"
      rounded="lg"
      px={{ base: 4, md: 6 }}
      py={4}
      fontWeight="bold"
      fontSize={{ base: 'md', md: 'xl' }}
      overflowWrap="anywhere"
    >
      {children}
    </Box>
  );
}

/** The row-header column stays put while the rest scrolls sideways. */
const STICKY = {
  position: 'sticky',
  insetStart: 0,
  zIndex: 1,
  bg: 'bg',
  boxShadow: 'inset -1px 0 0 var(--chakra-colors-border)',
} as const;

export interface DataTableProps<Row> {
  caption: string;
  columns: { key: keyof Row & string; label: string; minW?: string }[];
  rows: Row[];
  /** The column whose cell names the row (rendered as a row header). */
  rowHeader: keyof Row & string;
}

/**
 * A real <table> with caption and scoped headers. On narrow screens it scrolls sideways inside its
 * own focusable region, with the row-header column kept in view.
 */
export function DataTable<Row extends Record<string, ReactNode>>({
  caption,
  columns,
  rows,
  rowHeader,
}: DataTableProps<Row>) {
  return (
    <Table.ScrollArea
      whiteSpace="normal"
      borderWidth="1px"
      rounded="md"
      tabIndex={0}
      role="region"
      aria-label={`${caption} (scrolls sideways)`}
    >
      <Table.Root recipe={tableSlotRecipe} size="sm" variant="line" striped>
        <Table.Caption captionSide="top" textAlign="start" px={2} py={2} fontWeight="semibold" color="fg.muted">
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader
                key={column.key}
                scope="col"
                minW={column.minW}
                fontWeight="bold"
                {...(column.key === rowHeader ? STICKY : {})}
              >
                {column.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, i) => (
            <Table.Row key={i}>
              {columns.map((column) =>
                column.key === rowHeader ? (
                  <Table.Cell as="th" key={column.key} scope="row" fontWeight="bold" verticalAlign="top" {...STICKY}>
                    {row[column.key]}
                  </Table.Cell>
                ) : (
                  <Table.Cell key={column.key} verticalAlign="top">
                    {row[column.key]}
                  </Table.Cell>
                ),
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
