// Promo blocks between list rows (spec §2): 'submit' and 'newsletter' on the chart (after ranks
// 10–50, alternating), 'share' and 'review5' on the launchpad (after every 10th row, alternating).
// Loaded by promo-item.tsx when a list first shows one (never above the fold).
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { BONUS_AMOUNTS, PRODUCT_NAME, REVIEW_SESSION_DEFAULT_SIZE } from '@domain/constants';
import type { ReactNode } from 'react';
import { Suspense, lazy } from 'react';
import { Link as RouterLink } from 'react-router';
import { loadNewsletterForm } from './newsletter-form-loader';
import { ShareButton } from './share-button';
import type { PromoType } from '../../lib/promo-slots';

// The form (Input, its recipe, validation on submit) loads with the first newsletter block.
const NewsletterForm = lazy(loadNewsletterForm);

export function PromoBlock({ type }: { type: PromoType }) {
  return (
    <Box
      as="aside"
      aria-label={PROMO_LABELS[type]}
      bg="gray.900"
      color="white"
      rounded="lg"
      p={{ base: 5, md: 6 }}
      my={3}
      data-testid={`promo-${type}`}
    >
      {type === 'submit' ? <SubmitPromo /> : null}
      {type === 'newsletter' ? <NewsletterPromo /> : null}
      {type === 'share' ? <SharePromo /> : null}
      {type === 'review5' ? <Review5Promo /> : null}
    </Box>
  );
}

const PROMO_LABELS: Record<PromoType, string> = {
  submit: 'Submit your project',
  newsletter: 'Newsletter sign-up',
  share: 'Share',
  review5: 'Review projects',
};

function PromoLayout({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
  return (
    <Flex direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'center' }} gap={4}>
      <Stack gap={1} flex="1">
        <Text fontWeight="black" fontSize={{ base: 'lg', md: 'xl' }}>
          {title}
        </Text>
        {text ? <Text color="gray.300">{text}</Text> : null}
      </Stack>
      {children}
    </Flex>
  );
}

function SubmitPromo() {
  return (
    <PromoLayout title="Got something cool to share?" text="Submit what you built with AI and climb the weekly chart.">
      <Button asChild colorPalette="gray" variant="solid" bg="white" color="gray.900" minH="48px" fontWeight="black">
        <RouterLink to="/submit">SUBMIT PROJECT</RouterLink>
      </Button>
    </PromoLayout>
  );
}

function NewsletterPromo() {
  return (
    <PromoLayout
      title="Get updates and insights on the hottest projects?"
      text="One e-mail a week. Unsubscribe anytime."
    >
      <Suspense fallback={<Box minH="48px" flex="1" />}>
        <NewsletterForm />
      </Suspense>
    </PromoLayout>
  );
}

function SharePromo() {
  return (
    <PromoLayout
      title="Know someone who builds with AI?"
      text={`Share ${PRODUCT_NAME} — signed-in members earn +${BONUS_AMOUNTS.share} bonus votes a week for sharing.`}
    >
      <Box bg="white" color="gray.900" rounded="md">
        <ShareButton>Share {PRODUCT_NAME}</ShareButton>
      </Box>
    </PromoLayout>
  );
}

function Review5Promo() {
  return (
    <PromoLayout
      title={`Review ${REVIEW_SESSION_DEFAULT_SIZE} projects, earn +${BONUS_AMOUNTS.review5} votes`}
      text="A quick swipe through new projects helps decide this week's chart."
    >
      <Button asChild bg="white" color="gray.900" minH="48px" fontWeight="black">
        <RouterLink to={`/vote?target=${REVIEW_SESSION_DEFAULT_SIZE}&action=review5`}>START REVIEWING</RouterLink>
      </Button>
    </PromoLayout>
  );
}
