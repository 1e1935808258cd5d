import { alertStrings, topicWords } from "#app/lib/strings/alerts.ts";
import { alertClasses, alertTopics } from "#domain/alerts/alert-lists";

const t = alertStrings;

export type ChoiceValues = { topics: readonly string[]; classes: readonly string[]; frequency: string };

/**
 * The choices of parents' alerts as plain form fields (fieldsets of checkboxes and radios), shared
 * by the subscribe form and the preferences form; posted as `topics`, `classes` and `frequency`.
 */
export function AlertChoices({ values, errors }: { values: ChoiceValues; errors?: Record<string, string> }) {
  return (
    <>
      <fieldset className="alert-form__group" aria-describedby={errors?.topics ? "alert-topics-error" : undefined}>
        <legend>{t.topics}</legend>
        {alertTopics.map((topic) => (
          <label key={topic} className="alert-form__check">
            <input type="checkbox" name="topics" value={topic} defaultChecked={values.topics.includes(topic)} />
            {topicWords[topic]}
          </label>
        ))}
        {errors?.topics && (
          <p id="alert-topics-error" className="alert-form__error">
            {errors.topics}
          </p>
        )}
      </fieldset>
      <fieldset className="alert-form__group" aria-describedby="alert-classes-hint">
        <legend>{t.classes}</legend>
        <p id="alert-classes-hint" className="alert-form__hint">
          {t.classesHint}
        </p>
        <div className="alert-form__classes">
          {alertClasses.map((name) => (
            <label key={name} className="alert-form__check">
              <input type="checkbox" name="classes" value={name} defaultChecked={values.classes.includes(name)} />
              {name}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="alert-form__group">
        <legend>{t.frequency}</legend>
        <label className="alert-form__check">
          <input type="radio" name="frequency" value="immediate" defaultChecked={values.frequency !== "daily"} />
          {t.immediate}
        </label>
        <label className="alert-form__check">
          <input type="radio" name="frequency" value="daily" defaultChecked={values.frequency === "daily"} />
          {t.daily}
        </label>
      </fieldset>
    </>
  );
}
