import { Box, Container, Flex, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { PRODUCT_NAME, TAGLINE } from '@domain/constants';
import { Suspense, lazy, startTransition, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { loadNewsletterForm } from '../components/ui/newsletter-form-loader';
import { FOOTER_SECTIONS } from './nav';
import { useCurrentYear } from '../lib/first-render';
import { onIdle } from '../lib/idle';

// The promo block's form (components/ui/newsletter-form.tsx), one chunk for both; the footer loads
// it after first paint so the chart's first load does not carry it.
const NewsletterForm = lazy(loadNewsletterForm);
/** At idle time, at the latest this long after mount. */
const NEWSLETTER_LOAD_MS = 2_500;

export function Footer() {
  const year = useCurrentYear();
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
          {Object.entries(FOOTER_SECTIONS).map(([title, links]) => (
            <Box as="nav" key={title} aria-labelledby={`footer-${title}`}>
              <Heading as="h2" id={`footer-${title}`} size="xs" letterSpacing="wider" mb={2}>
                {title}
              </Heading>
              <Stack as="ul" gap={0} listStyleType="none">
                {Object.entries(links).map(([label, to]) => (
                  <li key={to}>
                    <Link asChild fontSize="sm" color="fg.muted" minH="48px" display="inline-flex" alignItems="center">
                      <RouterLink to={to}>{label}</RouterLink>
                    </Link>
                  </li>
                ))}
              </Stack>
            </Box>
          ))}
        </SimpleGrid>
        <FooterNewsletter />
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
            © {year} {PRODUCT_NAME} · Built by an indie maker in Copenhagen, Denmark
          </Text>
          <Link
            href="https://www.producthunt.com/"
            target="_blank"
            rel="noopener noreferrer"
            borderWidth="1px"
            borderColor="border.emphasized"
            rounded="md"
            px={3}
            minH="48px"
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

/** Spec §2 newsletter sign-up "in the promo block and elsewhere": here on every page, empty chart or not. */
function FooterNewsletter() {
  const [load, setLoad] = useState(false);
  // Loaded first, then rendered as transition work (in slices). Its styles come with the page
  // (FooterNewsletterForm), so the render's commit inserts none.
  useEffect(
    () =>
      onIdle(() => {
        void loadNewsletterForm().then(
          () => startTransition(() => setLoad(true)),
          () => setLoad(true),
        );
      }, NEWSLETTER_LOAD_MS),
    [],
  );
  // The form's own height (field and button stacked below 480 px), so nothing moves when it loads.
  const placeholder = <Box minH={{ base: '104px', sm: '48px' }} flex="1" maxW={{ md: 'md' }} />;
  return (
    <Flex
      as="section"
      aria-labelledby="footer-newsletter"
      mt={8}
      pt={6}
      borderTopWidth="1px"
      borderColor="border.muted"
      gap={4}
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'center' }}
      justify="space-between"
      data-testid="footer-newsletter"
    >
      <Stack gap={1}>
        <Heading as="h2" id="footer-newsletter" size="sm">
          The weekly chart in your inbox
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Every Monday: the new top 10 and how it moved. Unsubscribe anytime.
        </Text>
      </Stack>
      {load ? (
        <Suspense fallback={placeholder}>
          <FooterNewsletterForm />
        </Suspense>
      ) : (
        placeholder
      )}
    </Flex>
  );
}

/**
 * The footer's form as the browser renders it after hydration. The page server renders it once more
 * on its own into the page's style cache (entry-server.tsx), so its rules come in the page's <style>:
 * inserting them in the browser (stylis, then insertRule) made that render's commit 45–60 ms at 4x.
 */
export function FooterNewsletterForm() {
  return (
    <Box flex="1" maxW={{ md: 'md' }}>
      <NewsletterForm tone="light" />
    </Box>
  );
}
