'use client';

import { Field, TextAreaField } from '@/components/forms/Field';
import { useListField } from './SetListForm';
import styles from './set-list-days.module.css';

// Flat props: a client component's props are sent to the browser whole, and a set list passed
// as one would send its every line along (200 lines: 80 KB more to render and send).
type Days = { pickUpOn: string | null; returnOn: string | null; today: string };
type Details = { name: string; production: string; scene: string; notes: string };

/**
 * A list's rental days (issue 28 §4): its one period, asked once. The weekly quote, each line's
 * availability and the Hold request all use these; a pick-up day in the past or a return before the
 * pick-up is refused beside its field. Saved with the list (issue 24 §2), they become the person's
 * period too (decision 111).
 */
export function ListDaysFields(list: Days) {
  const { today } = list;
  const pickUp = useListField('pickUpOn', list.pickUpOn ?? '');
  const back = useListField('returnOn', list.returnOn ?? '');
  return (
    <div className={styles.days}>
      <Field
        key={pickUp.key}
        id="list-pick-up"
        name="pickUpOn"
        label="Pick-up day"
        type="date"
        min={today}
        errors={pickUp.errors}
        defaultValue={pickUp.defaultValue}
      />
      <Field
        key={back.key}
        id="list-return"
        name="returnOn"
        label="Return day"
        type="date"
        min={today}
        hint="A rental week is 7 days plus a grace day: picked up on a Monday, back by the next Tuesday."
        errors={back.errors}
        defaultValue={back.defaultValue}
      />
    </div>
  );
}

/** The list's name and what it is for, saved with the list (issue 24 §2). */
export function ListDetailsFields(list: Details) {
  const name = useListField('name', list.name);
  const production = useListField('production', list.production);
  const scene = useListField('scene', list.scene);
  const notes = useListField('notes', list.notes);
  return (
    <div className="form-narrow">
      <Field
        key={name.key}
        id="list-name"
        name="name"
        label="Name"
        errors={name.errors}
        defaultValue={name.defaultValue}
        maxLength={80}
        required
        autoComplete="off"
      />
      <Field
        key={production.key}
        id="list-production"
        name="production"
        label="Production"
        errors={production.errors}
        defaultValue={production.defaultValue}
        maxLength={120}
      />
      <Field key={scene.key} id="list-scene" name="scene" label="Set or scene" errors={scene.errors} defaultValue={scene.defaultValue} maxLength={120} />
      <TextAreaField
        key={notes.key}
        id="list-notes"
        name="notes"
        label="Notes"
        rows={3}
        errors={notes.errors}
        defaultValue={notes.defaultValue}
        maxLength={2000}
      />
    </div>
  );
}
