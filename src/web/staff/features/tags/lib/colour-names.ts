import type { TagColour } from '@shared/tags/schema';

/** A colour in words: the choice is read, never told by the colour alone (colour blindness, screen readers). */
export const colourNames: Record<TagColour, string> = {
  grey: 'Grey',
  blue: 'Blue',
  green: 'Green',
  yellow: 'Yellow',
  orange: 'Orange',
  red: 'Red',
};
