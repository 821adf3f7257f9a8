/** The fields of a form's values that are yes or no. */
type FlagOf<T> = { [K in keyof T]: T[K] extends boolean ? K : never }[keyof T];

/** Checkbox props for a yes-or-no field of a form (useForm's values and set), as `form.text` gives a text field's. */
export const checkboxOf = <T, K extends FlagOf<T>>(form: { values: T; set: (name: K, value: T[K]) => void }, name: K) => ({
  checked: form.values[name] as boolean,
  onChange: (checked: boolean) => form.set(name, checked as T[K]),
});
