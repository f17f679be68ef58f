import { useCapTableTranslation } from './use-cap-table-translation';

/** Where a form's problem codes are worded: `pitchDeck.problems.*` or `dataRoom.problems.*`. */
export type ProblemGroup = 'pitchDeck' | 'dataRoom';

/** A field's problem, worded from its code, beside the field that names it in aria-describedby. */
export function FieldProblem({ id, message, group, max }: { id: string; message: string | undefined; group: ProblemGroup; max?: number }) {
  const { t } = useCapTableTranslation();
  if (!message) return null;
  return (
    <span id={id} className="text-xs text-red-700 dark:text-red-300">
      {t(`${group}.problems.${message}`, { max })}
    </span>
  );
}

/** The attributes that tie a field to its problem, when it has one. */
export const describedBy = (id: string, message: string | undefined) => ({ 'aria-invalid': message ? true : undefined, 'aria-describedby': message ? id : undefined });
