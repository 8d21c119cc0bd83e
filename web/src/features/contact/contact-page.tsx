import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { PRODUCT_NAME } from '@domain/constants';
import { PageMeta } from '../../lib/seo';
import { ContactFaq } from './components/contact-faq';
import { ContactForm } from './components/contact-form';

export function ContactPage() {
  return (
    <Stack maxW="3xl" mx="auto" gap={{ base: 10, md: 14 }}>
      <PageMeta
        title={`Contact — ${PRODUCT_NAME}`}
        description={`Get in touch with ${PRODUCT_NAME}: questions, feature requests, bug reports and partnerships. We read every message.`}
      />
      <Box as="section" aria-labelledby="contact-heading">
        <Heading
          as="h1"
          id="contact-heading"
          size={{ base: '2xl', md: '4xl' }}
          fontWeight="black"
          letterSpacing="tight"
          mb={3}
        >
          GET IN TOUCH
        </Heading>
        <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" mb={8}>
          A question about the chart, an idea, a bug or a partnership? Send us a message and we will get back to you.
        </Text>
        <ContactForm />
      </Box>
      <ContactFaq />
    </Stack>
  );
}
