/** A DateField bound to a react-hook-form field whose value is a 'YYYY-MM-DD' string ('' when empty). */
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { DateField, type DateFieldProps } from './DateField';

export type FormDateFieldProps<T extends FieldValues> = Omit<DateFieldProps, 'value' | 'onChange' | 'name'> & {
  // biome-ignore lint/suspicious/noExplicitAny: any form whose values have this field, whatever its submit type
  control: Control<T, any, any>;
  name: FieldPath<T>;
};

export function FormDateField<T extends FieldValues>({ control, name, ...props }: FormDateFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DateField
          {...props}
          ref={field.ref}
          name={field.name}
          value={field.value as string | null | undefined}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
