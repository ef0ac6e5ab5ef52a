import { UnstyledButton } from '@mantine/core';

/**
 * A button that copies `value`: rendered hidden, because without the site's script it could do nothing; entry-client.ts
 * un-hides every `button[data-copy]` and shows `copied` once the value is on the clipboard. UnstyledButton sets no
 * `display`, so the `hidden` attribute holds until the script runs (Mantine's Button would override it).
 */
export function CopyButton({ value, label, copied, accessibleLabel }: { value: string; label: string; copied: string; accessibleLabel?: string }) {
  return (
    <UnstyledButton
      type="button"
      data-copy={value}
      data-copied={copied}
      aria-label={accessibleLabel}
      hidden
      px="md"
      mih={36}
      fz="sm"
      fw={600}
      c="indigo.8"
      bg="white"
      bdrs="md"
      style={{ border: '1px solid var(--mantine-color-gray-4)', whiteSpace: 'nowrap' }}
    >
      {label}
    </UnstyledButton>
  );
}
