// An entry's rating as five stars, filled up to the rating, read as "4 of 5 stars".
import { Star } from 'lucide-react';
import { cn } from '../../../lib/cn';

export function StarRating({ rating, className }: { rating: number; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-0.5 text-spice', className)}>
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          key={index}
          aria-hidden
          className={cn('size-4', index < rating ? 'fill-current' : 'opacity-40')}
        />
      ))}
      <span className="sr-only">{rating} of 5 stars</span>
    </span>
  );
}
