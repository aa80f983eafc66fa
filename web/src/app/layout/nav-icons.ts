// Each destination's icon, shown only in the mobile menu's sheet, so the icons load with it.
import type { LucideIcon } from 'lucide-react';
import { BookOpen, Flower2, HeartHandshake, House, Settings, Users, Zap } from 'lucide-react';
import type { NavPath } from './nav-items';

export const navIcons: Record<NavPath, LucideIcon> = {
  '/': House,
  '/recipe-sharing': HeartHandshake,
  '/quick-meals': Zap,
  '/live-kitchen': Users,
  '/mindful-cooking': Flower2,
  '/recipe-journal': BookOpen,
  '/settings': Settings,
};
