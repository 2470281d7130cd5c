import type { Tag } from '@shared/tags/schema';
import { Badge } from '@/components/ui/badge';

/** A tag as staff see it wherever it shows: its name, in one of the theme's badge tones. */
export function TagBadge({ tag }: { tag: Pick<Tag, 'name' | 'colour'> }) {
  // A badge never wraps, but a name may be 40 characters: on a 390 px phone it would run off the
  // card. The inner span lets it wrap instead (white-space is inherited, so it wins over the badge's).
  return (
    <Badge tone={tag.colour} className="max-w-full">
      <span className="min-w-0 whitespace-normal [overflow-wrap:anywhere]">{tag.name}</span>
    </Badge>
  );
}
