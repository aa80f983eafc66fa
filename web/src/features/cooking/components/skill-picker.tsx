// The skill-level picker (§2): beginner, intermediate or advanced. It is the household's
// preference (§3 skillLevel), so the guidance, the generator and the planner all follow it.
import { DEFAULT_SKILL_LEVEL } from '@mise/domain/constants';
import { SKILL_LEVELS, type SkillLevel } from '@mise/domain/options';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { savePreference, usePreferences } from '../../../lib/preferences';

const OPTIONS = SKILL_LEVELS.map((level) => ({
  value: level,
  label: level[0]?.toUpperCase() + level.slice(1),
}));

export function useSkillLevel(): SkillLevel {
  return usePreferences()?.skillLevel ?? DEFAULT_SKILL_LEVEL;
}

export function SkillPicker() {
  const skillLevel = useSkillLevel();
  return (
    <SegmentedControl
      label="Skill level"
      options={OPTIONS}
      value={skillLevel}
      onChange={(next) => {
        if (next !== skillLevel) void savePreference({ skillLevel: next });
      }}
      className="grid grid-cols-3"
    />
  );
}
