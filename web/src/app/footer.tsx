import { Box, Container, Flex, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { PRODUCT_NAME, TAGLINE } from '@domain/constants';
import { Link as RouterLink } from 'react-router';
import { FOOTER_SECTIONS } from './nav';
import { appClock } from '../lib/clock';

export function Footer() {
  return (
    <Box as="footer" borderTopWidth="1px" borderColor="border.muted" mt={8} bg="bg.subtle">
      <Container maxW="6xl" py={8}>
        <SimpleGrid columns={{ base: 1, md: 4 }} gap={8}>
          <Stack gap={2} fontSize="sm" color="fg.muted">
            <Text fontWeight="black" fontSize="lg" color="fg">
              {PRODUCT_NAME}
            </Text>
            <Text>{TAGLINE}. New chart every Monday.</Text>
          </Stack>
          {FOOTER_SECTIONS.map((section) => (
            <Box as="nav" key={section.title} aria-labelledby={`footer-${section.title}`}>
              <Heading as="h2" id={`footer-${section.title}`} size="xs" letterSpacing="wider" mb={2}>
                {section.title}
              </Heading>
              <Stack as="ul" gap={0} listStyleType="none">
                {section.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      asChild
                      fontSize="sm"
                      color="fg.muted"
                      minH={{ base: '48px', md: '32px' }}
                      display="inline-flex"
                      alignItems="center"
                    >
                      <RouterLink to={link.to}>{link.label}</RouterLink>
                    </Link>
                  </li>
                ))}
              </Stack>
            </Box>
          ))}
        </SimpleGrid>
        <Flex
          mt={8}
          pt={4}
          borderTopWidth="1px"
          borderColor="border.muted"
          gap={4}
          justify="space-between"
          align={{ base: 'flex-start', md: 'center' }}
          direction={{ base: 'column', md: 'row' }}
          fontSize="sm"
          color="fg.muted"
        >
          <Text>
            © {appClock().getFullYear()} {PRODUCT_NAME} · Built by an indie maker in Copenhagen, Denmark
          </Text>
          <Link
            href="https://www.producthunt.com/"
            target="_blank"
            rel="noopener noreferrer"
            borderWidth="1px"
            borderColor="border.emphasized"
            rounded="md"
            px={3}
            minH="40px"
            display="inline-flex"
            alignItems="center"
            fontWeight="bold"
            color="fg"
            data-testid="listing-badge"
          >
            Find us on Product Hunt
          </Link>
        </Flex>
      </Container>
    </Box>
  );
}
