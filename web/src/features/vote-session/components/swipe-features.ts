// framer-motion's drag and animations (domMax) for the review card's swipe: its own chunk, loaded
// through LazyMotion (review-card.tsx) after the first card shows, so it is not in /vote's first load.
export { domMax as default } from 'framer-motion';
