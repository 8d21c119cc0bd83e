// The frame of the admin sub-pages (e-mail preview, campaign, fairness): a section named by its h1,
// kept out of search engines, with "← Admin Dashboard" above the heading. The frame is the screens'
// root: the route renders it inside the screens' Chakra scope (app/lazy-page.tsx, screenAt).
import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FaArrowLeft } from 'react-icons/fa6';
import { Link as RouterLink } from 'react-router';
import { PageMeta } from '../../../lib/seo';
import type { AdminSubPath } from '../admin-meta';
import { adminSubPageHead } from '../admin-meta';

interface AdminSubPageProps {
  /** The section's id prefix: the heading is `${id}-heading`. */
  id: string;
  /** The page's path: its document title and description (admin-meta.ts). */
  path: AdminSubPath;
  /** The h1's text. */
  title: string;
  /** The h1, when it differs from the title. */
  heading?: string;
  /** A line under the heading, kept close to it. */
  lead?: ReactNode;
  maxW?: string;
  children: ReactNode;
}

export function AdminSubPage({ id, path, title, heading = title, lead, maxW, children }: AdminSubPageProps) {
  const head = adminSubPageHead(path);
  const h1 = (
    <Heading as="h1" id={`${id}-heading`} size={{ base: '2xl', md: '3xl' }} fontWeight="black">
      {heading}
    </Heading>
  );
  return (
    <Stack as="section" aria-labelledby={`${id}-heading`} gap={6} maxW={maxW}>
      <PageMeta title={head.title} description={head.description} noindex />
      <Link asChild fontSize="sm" fontWeight="bold" color="fg.muted" minH="48px" alignSelf="flex-start" gap={2}>
        <RouterLink to="/admin">
          <FaArrowLeft aria-hidden="true" />
          Admin Dashboard
        </RouterLink>
      </Link>
      {lead ? (
        <Stack gap={1}>
          {h1}
          <Text color="fg.muted">{lead}</Text>
        </Stack>
      ) : (
        h1
      )}
      {children}
    </Stack>
  );
}
