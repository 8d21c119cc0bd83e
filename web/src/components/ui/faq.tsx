// Questions that open one at a time, for the content pages and the contact page. The accordion's
// recipe travels with this module: only lazy pages use it, so it stays out of the first paint.
import { Accordion, Box, Heading } from '@chakra-ui/react';
import { accordionSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

/** Questions that open one at a time (WAI-ARIA accordion: buttons with aria-expanded). */
export function Faq({ items, idPrefix = 'faq' }: { items: readonly FaqItem[]; idPrefix?: string }) {
  return (
    <Accordion.Root recipe={accordionSlotRecipe} collapsible variant="enclosed" size="lg">
      {items.map((item, i) => (
        <Accordion.Item key={item.question} value={`${idPrefix}-${i}`}>
          <Heading as="h3" fontSize="inherit" fontWeight="inherit">
            <Accordion.ItemTrigger minH="48px" fontWeight="semibold" textAlign="start" cursor="pointer">
              <Box as="span" flex="1">
                {item.question}
              </Box>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
          </Heading>
          <Accordion.ItemContent>
            <Accordion.ItemBody color="fg.muted">{item.answer}</Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
