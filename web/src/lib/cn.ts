// Class-name helper: joins conditional classes and lets a caller's Tailwind class win over a default.
import { clsx } from 'clsx';
import type { ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * tailwind-merge builds its lookup tables on its first call, several milliseconds on a phone.
 * main.tsx calls this in a task of its own before the first render, so that work does not
 * lengthen the render's first task (the header's first `cn`).
 */
export function prepareClassMerge(): void {
  twMerge('');
}
