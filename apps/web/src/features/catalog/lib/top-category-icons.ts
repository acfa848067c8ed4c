import {
  Apple,
  Baby,
  BookOpen,
  Briefcase,
  Building,
  Car,
  Dumbbell,
  Factory,
  Gamepad2,
  type LucideIcon,
  Monitor,
  PawPrint,
  Shapes,
  Shirt,
  Smartphone,
  Sofa,
  Wrench,
} from 'lucide-react';

/**
 * The icons of the top-level categories the seed data names (lucide, by kebab-case name). A small
 * static map, not the whole icon set: the landing page stays within its bundle budget.
 */
export const TOP_CATEGORY_ICONS: Record<string, LucideIcon> = {
  apple: Apple,
  baby: Baby,
  'book-open': BookOpen,
  briefcase: Briefcase,
  building: Building,
  car: Car,
  dumbbell: Dumbbell,
  factory: Factory,
  'gamepad-2': Gamepad2,
  monitor: Monitor,
  'paw-print': PawPrint,
  shapes: Shapes,
  shirt: Shirt,
  smartphone: Smartphone,
  sofa: Sofa,
  wrench: Wrench,
};
