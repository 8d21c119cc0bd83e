// The review card's swipe (framer-motion drag): right = vote, left = skip. Its own chunk, loaded by
// review-card.tsx after the first card shows.
import type { ReactNode } from 'react';
import { motion, useMotionValue, useReducedMotion, useTransform } from 'framer-motion';
import type { SessionAction } from '../session-model';
import { swipeAction } from '../session-model';

interface SwipeFrameProps {
  canAct: boolean;
  onAct: (action: SessionAction) => void;
  projectId: string;
  /** Fade and slide in (a new card); false when it replaces the card already shown. */
  appear: boolean;
  children: ReactNode;
}

export function SwipeFrame({ canAct, onAct, projectId, appear, children }: SwipeFrameProps) {
  const reduceMotion = useReducedMotion();
  const x = useMotionValue(0);
  const rotate = useTransform(x, [-240, 240], [-10, 10]);
  return (
    <motion.div
      drag={canAct ? 'x' : false}
      dragConstraints={{ left: 0, right: 0 }}
      dragElastic={0.8}
      dragSnapToOrigin
      style={{ x, rotate: reduceMotion ? 0 : rotate, touchAction: 'pan-y' }}
      initial={reduceMotion || !appear ? false : { opacity: 0, y: 12 }}
      animate={{ opacity: 1, y: 0 }}
      transition={{ duration: 0.2 }}
      onDragEnd={(_event, info) => {
        const action = swipeAction(info.offset.x, info.velocity.x);
        if (action && canAct) onAct(action);
      }}
      data-testid="review-card"
      data-project-id={projectId}
      data-swipe="ready"
    >
      {children}
    </motion.div>
  );
}
