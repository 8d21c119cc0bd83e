// A native <select> with the app's look, its options given as their texts (value = text).
import type { NativeSelectFieldProps } from '@chakra-ui/react';
import { NativeSelect } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';

interface SelectInputProps extends NativeSelectFieldProps {
  options: readonly string[];
  size?: 'lg';
}

export function SelectInput({ options, size, ...field }: SelectInputProps) {
  return (
    <NativeSelect.Root recipe={nativeSelectSlotRecipe} size={size}>
      <NativeSelect.Field {...field}>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
