// Settings → the household's preferences (spec §2, §3), synced to every device of the kitchen:
// skill level, units, diet, allergens, cuisines, time, notifications and privacy. Each change
// saves that one field (data/save-preference.ts). The planner, the recipe generator, the
// cooking guide and the create-recipe form read them (lib/preferences.ts).
import { Bell, ChefHat, Clock, Globe, Leaf, Ruler, ShieldAlert, Lock } from 'lucide-react';
import type { PreferencesUpdateRequest } from '@mise/domain/api/preferences';
import type { UserPreferences } from '@mise/domain/entities/user-preferences';
import {
  ALLERGENS,
  COOKING_TIME_PREFERENCES,
  COOKING_TIME_PREFERENCE_LABELS,
  DIETARY_RESTRICTIONS,
  PREFERRED_CUISINES,
} from '@mise/domain/options';
import { Switch } from '../../components/ui/switch';
import { CheckboxChips, type Choice, RadioCards } from './choice-groups';
import { savePreferenceChange } from './data/save-preference';
import { SettingsCard } from './settings-card';

const SKILL_CHOICES = [
  {
    value: 'beginner',
    label: 'Beginner',
    description: 'The cooking guide explains each technique as it comes up.',
  },
  {
    value: 'intermediate',
    label: 'Intermediate',
    description: 'Tips where they help; the basics are left to you.',
  },
  {
    value: 'advanced',
    label: 'Advanced',
    description: "Brief guidance and a chef's shortcuts.",
  },
] as const satisfies readonly Choice<UserPreferences['skillLevel']>[];

const UNIT_CHOICES = [
  { value: 'metric', label: 'Metric', description: 'Grams, millilitres and °C.' },
  { value: 'imperial', label: 'Imperial', description: 'Cups, ounces and °F.' },
] as const satisfies readonly Choice<UserPreferences['measurementUnit']>[];

const TIME_CHOICES = COOKING_TIME_PREFERENCES.map((value) => ({
  value,
  label: { quick: 'Quick', moderate: 'Moderate', any: 'Any' }[value],
  description: capitalize(COOKING_TIME_PREFERENCE_LABELS[value]),
}));

const PRIVACY_CHOICES = [
  {
    value: 'private',
    label: 'Private',
    description: 'New recipes stay in your kitchen until you share them.',
  },
  {
    value: 'public',
    label: 'Public',
    description: 'New recipes start out shared with the community.',
  },
] as const satisfies readonly Choice<UserPreferences['recipePrivacyDefault']>[];

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function PreferenceCards({ preferences }: { preferences: UserPreferences }) {
  const save = (changes: PreferencesUpdateRequest) => void savePreferenceChange(changes);
  return (
    <>
      <SettingsCard id="skill-level" title="Cooking Skill Level" icon={ChefHat}>
        <RadioCards
          name="skill-level"
          labelledBy="skill-level-heading"
          choices={SKILL_CHOICES}
          value={preferences.skillLevel}
          onChange={(skillLevel) => save({ skillLevel })}
        />
      </SettingsCard>
      <SettingsCard id="measurement-units" title="Measurement Units" icon={Ruler}>
        <RadioCards
          name="measurement-unit"
          labelledBy="measurement-units-heading"
          choices={UNIT_CHOICES}
          value={preferences.measurementUnit}
          onChange={(measurementUnit) => save({ measurementUnit })}
        />
      </SettingsCard>
      <SettingsCard
        id="dietary-preferences"
        title="Dietary Preferences"
        icon={Leaf}
        lead="The meal planner only plans recipes that fit."
      >
        <CheckboxChips
          labelledBy="dietary-preferences-heading"
          options={DIETARY_RESTRICTIONS}
          chosen={preferences.dietaryRestrictions}
          onChange={(dietaryRestrictions) => save({ dietaryRestrictions })}
        />
      </SettingsCard>
      <SettingsCard
        id="food-allergens"
        title="Food Allergens"
        icon={ShieldAlert}
        lead="The meal planner leaves out recipes that contain them."
      >
        <CheckboxChips
          labelledBy="food-allergens-heading"
          options={ALLERGENS}
          chosen={preferences.allergens}
          onChange={(allergens) => save({ allergens })}
        />
      </SettingsCard>
      <SettingsCard
        id="favorite-cuisines"
        title="Favorite Cuisines"
        icon={Globe}
        lead="The meal planner picks these more often."
      >
        <CheckboxChips
          labelledBy="favorite-cuisines-heading"
          options={PREFERRED_CUISINES}
          chosen={preferences.preferredCuisines}
          onChange={(preferredCuisines) => save({ preferredCuisines })}
        />
      </SettingsCard>
      <SettingsCard id="time-availability" title="Time Availability" icon={Clock}>
        <RadioCards
          name="cooking-time"
          labelledBy="time-availability-heading"
          choices={TIME_CHOICES}
          value={preferences.cookingTimePreference}
          onChange={(cookingTimePreference) => save({ cookingTimePreference })}
        />
      </SettingsCard>
      <SettingsCard id="notifications" title="Notifications" icon={Bell}>
        <PreferenceSwitch
          label="Notifications"
          hint="Step timers and reminders on this device."
          checked={preferences.notificationsEnabled}
          onChange={(notificationsEnabled) => save({ notificationsEnabled })}
        />
        <PreferenceSwitch
          label="Email notifications"
          hint="A weekly email of your plan, once Mise can send email."
          checked={preferences.emailNotifications}
          onChange={(emailNotifications) => save({ emailNotifications })}
        />
      </SettingsCard>
      <SettingsCard
        id="privacy"
        title="Privacy & Sharing"
        icon={Lock}
        lead="How a new recipe starts out: the Create Recipe form's “Share with community” box follows this."
      >
        <RadioCards
          name="recipe-privacy"
          labelledBy="privacy-heading"
          choices={PRIVACY_CHOICES}
          value={preferences.recipePrivacyDefault}
          onChange={(recipePrivacyDefault) => save({ recipePrivacyDefault })}
        />
      </SettingsCard>
    </>
  );
}

interface PreferenceSwitchProps {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

function PreferenceSwitch({ label, hint, checked, onChange }: PreferenceSwitchProps) {
  const id = `preference-${label.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <div className="flex items-center justify-between gap-4">
      <span className="grid gap-0.5">
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        <span id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </span>
      </span>
      <Switch
        id={id}
        checked={checked}
        aria-describedby={`${id}-hint`}
        onCheckedChange={onChange}
      />
    </div>
  );
}
