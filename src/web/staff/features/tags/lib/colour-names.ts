import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TagColour } from '@shared/tags/schema';

/** A colour in words: the choice is read, never told by the colour alone (colour blindness, screen readers). */
export const colourNames: Record<TagColour, MessageDescriptor> = {
  grey: msg`Grey`,
  blue: msg`Blue`,
  green: msg`Green`,
  yellow: msg`Yellow`,
  orange: msg`Orange`,
  red: msg`Red`,
};
