import type { ReactNode } from "react";

type Props = {
  name: string;
  legend: string;
  /** Each radio's id is this and its value. */
  idPrefix: string;
  options: { value: string; label: ReactNode }[];
  defaultValue: string;
  /** The group's fault, shown under it and read with it. */
  error?: string;
};

/** A choice of one, in a fieldset whose legend names it; its error is tied to the group. */
export function RadioGroup({ name, legend, idPrefix, options, defaultValue, error }: Props) {
  const errorId = `${name}-error`;
  return (
    <fieldset className="admin-roles" aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <div key={option.value} className="admin-radio">
          <input
            type="radio"
            id={`${idPrefix}-${option.value}`}
            name={name}
            value={option.value}
            defaultChecked={defaultValue === option.value}
          />
          <label htmlFor={`${idPrefix}-${option.value}`}>{option.label}</label>
        </div>
      ))}
      {error && (
        <p className="admin-error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
