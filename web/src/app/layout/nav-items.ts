// The app's top-level destinations (spec §2), in menu order; both navigation bars render this.
import type { LucideIcon } from 'lucide-react';
import { BookOpen, Flower2, HeartHandshake, House, Settings, Users, Zap } from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

export const navItems: readonly NavItem[] = [
  { to: '/', label: 'Home', icon: House },
  { to: '/recipe-sharing', label: 'Recipe Sharing', icon: HeartHandshake },
  { to: '/quick-meals', label: 'Quick Meals', icon: Zap },
  { to: '/live-kitchen', label: 'Live Kitchen', icon: Users },
  { to: '/mindful-cooking', label: 'Mindful Cooking', icon: Flower2 },
  { to: '/recipe-journal', label: 'Recipe Journal', icon: BookOpen },
  { to: '/settings', label: 'Settings', icon: Settings },
];
