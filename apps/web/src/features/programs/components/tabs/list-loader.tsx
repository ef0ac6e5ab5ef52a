import { Center, Loader } from '@mantine/core';

/** The spinner of a tab's list or card while it loads, announced by `label`. */
export function ListLoader({ label }: { label: string }) {
  return (
    <Center py="lg" role="status">
      <Loader size="sm" role="progressbar" aria-label={label} />
    </Center>
  );
}
