import { Link } from '@chakra-ui/react';
import { FaArrowLeft } from 'react-icons/fa6';
import { Link as RouterLink } from 'react-router';

/** "← Admin Dashboard", above the e-mail pages' headings. */
export function AdminBackLink() {
  return (
    <Link asChild fontSize="sm" fontWeight="bold" color="fg.muted" minH="48px" alignSelf="flex-start" gap={2}>
      <RouterLink to="/admin">
        <FaArrowLeft aria-hidden="true" />
        Admin Dashboard
      </RouterLink>
    </Link>
  );
}
