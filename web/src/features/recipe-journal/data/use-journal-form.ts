// The New Entry form's state: the values as typed, and a message per field that cannot be
// stored (@mise/domain/journal-form). Messages appear on Save, then follow each field as it is
// corrected; nothing typed is ever dropped because of one. `startFresh` is a new form for today,
// from a recipe when "Add to journal" started it.
import { useCallback, useState } from 'react';
import {
  type JournalFormErrors,
  type JournalFormField,
  type JournalFormPrefill,
  type JournalFormValues,
  journalFormDefaults,
  readJournalForm,
} from '@mise/domain/journal-form';

export interface JournalForm {
  readonly values: JournalFormValues;
  readonly errors: JournalFormErrors;
  readonly set: <Field extends JournalFormField>(
    field: Field,
    value: JournalFormValues[Field],
  ) => void;
  /** The form read for saving; shows the messages when it cannot be. */
  readonly check: () => ReturnType<typeof readJournalForm>;
  readonly startFresh: (today: string, prefill?: JournalFormPrefill) => void;
}

export function useJournalForm(today: string): JournalForm {
  const [values, setValues] = useState(() => journalFormDefaults(today));
  const [errors, setErrors] = useState<JournalFormErrors>({});
  const [checked, setChecked] = useState(false);

  const set = useCallback(
    <Field extends JournalFormField>(field: Field, value: JournalFormValues[Field]) => {
      const next = { ...values, [field]: value };
      setValues(next);
      if (checked) {
        const result = readJournalForm(next);
        setErrors(result.ok ? {} : result.errors);
      }
    },
    [values, checked],
  );

  const check = useCallback(() => {
    const result = readJournalForm(values);
    setChecked(true);
    setErrors(result.ok ? {} : result.errors);
    return result;
  }, [values]);

  const startFresh = useCallback((day: string, prefill?: JournalFormPrefill) => {
    setValues(journalFormDefaults(day, prefill));
    setErrors({});
    setChecked(false);
  }, []);

  return { values, errors, set, check, startFresh };
}
