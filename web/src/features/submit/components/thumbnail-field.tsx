// Thumbnail with preview and the client-side checks (docs/product.md#validation,
// #limits-and-constants): JPEG or PNG (image/jpg too), at most 2 MB; a square image is recommended,
// 800×800 optimal (a hint, never a refusal). The server checks the bytes again.
import { Box, Button, Field, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { fieldSlotRecipe } from '@chakra-ui/react/theme';
import { useEffect, useId, useRef, useState } from 'react';
import { dimensionHint } from '../submit-form';

const ACCEPT = 'image/png,image/jpeg,image/jpg';

interface ThumbnailFieldProps {
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string;
}

export function ThumbnailField({ file, onChange, error }: ThumbnailFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [loaded, setLoaded] = useState<{ file: File; url: string; width: number; height: number } | null>(null);

  // Preview only what we would upload (the right type); the object URL is revoked when replaced.
  useEffect(() => {
    if (!file || !/^image\/(png|jpe?g)$/.test(file.type)) return;
    const url = URL.createObjectURL(file);
    let cancelled = false;
    const image = new window.Image();
    image.onload = () => {
      if (!cancelled) setLoaded({ file, url, width: image.naturalWidth, height: image.naturalHeight });
    };
    image.src = url;
    return () => {
      cancelled = true;
      URL.revokeObjectURL(url);
    };
  }, [file]);
  // A preview belongs to the file it was made from; a removed or replaced file shows none.
  const preview = loaded && loaded.file === file ? loaded : null;

  const hint = preview ? dimensionHint(preview.width, preview.height) : null;

  return (
    <Field.Root invalid={Boolean(error)} required recipe={fieldSlotRecipe}>
      <Field.Label htmlFor={inputId} fontWeight="semibold">
        Thumbnail
        <Field.RequiredIndicator />
      </Field.Label>
      <HStack gap={4} align="center">
        <Box
          w="96px"
          h="96px"
          flexShrink={0}
          rounded="md"
          borderWidth="1px"
          borderStyle={preview ? 'solid' : 'dashed'}
          borderColor="border"
          overflow="hidden"
          display="flex"
          alignItems="center"
          justifyContent="center"
          bg="bg.muted"
        >
          {preview ? (
            <Image
              src={preview.url}
              alt="Thumbnail preview"
              w="full"
              h="full"
              objectFit="cover"
              data-testid="thumbnail-preview"
            />
          ) : (
            <Text fontSize="2xs" fontWeight="bold" color="fg.muted">
              NO IMG
            </Text>
          )}
        </Box>
        <Stack gap={1}>
          <HStack gap={2}>
            <Button type="button" variant="outline" minH="48px" onClick={() => inputRef.current?.click()}>
              {file ? 'Change image' : 'Choose image'}
            </Button>
            {file ? (
              <Button
                type="button"
                variant="ghost"
                minH="48px"
                onClick={() => {
                  onChange(null);
                  if (inputRef.current) inputRef.current.value = '';
                }}
              >
                Remove
              </Button>
            ) : null}
          </HStack>
          {file ? (
            <Text fontSize="xs" color="fg.muted" lineClamp={1} wordBreak="break-all">
              {file.name} · {(file.size / 1024).toFixed(0)} KB
            </Text>
          ) : null}
        </Stack>
      </HStack>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={ACCEPT}
        data-testid="thumbnail-input"
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden', pointerEvents: 'none' }}
        tabIndex={-1}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      {error ? null : (
        <Field.HelperText>
          {hint ?? 'JPEG or PNG, up to 2 MB. A square image is recommended, 800×800 optimal.'}
        </Field.HelperText>
      )}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
