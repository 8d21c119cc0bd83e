import { Box, Container, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { NavLink, Link as RouterLink, Outlet, ScrollRestoration } from 'react-router';
import { PRODUCT_NAME, TAGLINE } from '@domain/constants';

export const NAV_LINKS = [
  { label: 'CHART', to: '/' },
  { label: 'LAUNCHPAD', to: '/launchpad' },
  { label: 'ARCHIVE', to: '/archive' },
  { label: 'ABOUT', to: '/about' },
  { label: 'RULES', to: '/rules' },
] as const;

export function Layout() {
  return (
    <Flex direction="column" minH="100dvh">
      <Header />
      <Container as="main" maxW="5xl" flex="1" py={{ base: 6, md: 10 }}>
        <Outlet />
      </Container>
      <Footer />
      <ScrollRestoration />
    </Flex>
  );
}

function Header() {
  return (
    <Box as="header" borderBottomWidth="1px" borderColor="border.muted">
      <Container maxW="5xl" py={3}>
        <Flex align="center" justify="space-between" gap={4} wrap="wrap">
          <Link asChild fontWeight="black" fontSize="xl" letterSpacing="tight" _hover={{ textDecoration: 'none' }}>
            <RouterLink to="/">{PRODUCT_NAME}</RouterLink>
          </Link>
          <HStack as="nav" aria-label="Main" gap={{ base: 3, md: 5 }} wrap="wrap">
            {NAV_LINKS.map(({ label, to }) => (
              <Link
                key={to}
                asChild
                fontSize="sm"
                fontWeight="bold"
                color="fg.muted"
                _hover={{ color: 'fg', textDecoration: 'none' }}
                css={{ '&[aria-current=page]': { color: 'fg' } }}
              >
                <NavLink to={to} end>
                  {label}
                </NavLink>
              </Link>
            ))}
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}

function Footer() {
  return (
    <Box as="footer" borderTopWidth="1px" borderColor="border.muted" mt={8}>
      <Container maxW="5xl" py={6}>
        <Stack gap={1} fontSize="sm" color="fg.muted">
          <Text fontWeight="bold" color="fg">
            {PRODUCT_NAME}
          </Text>
          <Text>{TAGLINE}. New chart every Monday.</Text>
          <Text>
            © {new Date().getFullYear()} {PRODUCT_NAME}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
