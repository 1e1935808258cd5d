/** A labelled select, as the admin area's filters have them (a person, a kind, a month). */
export function SelectField(props: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  options: { value: string; label: string }[];
}) {
  const { id, name, label, defaultValue, options } = props;
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={defaultValue}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
