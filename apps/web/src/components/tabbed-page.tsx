import { Tabs } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTabParam } from './use-tab-param.ts';

export interface PageTab<T extends string = string> {
  value: T;
  label: string;
  icon: Icon;
  panel: ReactNode;
}

/** Tabs chosen by ?tab= (a missing or unknown value means the first); only the open panel is mounted. */
export function TabbedPage<T extends string>({ tabs }: { tabs: readonly [PageTab<T>, ...PageTab<T>[]] }) {
  const [tab, setTab] = useTabParam(tabs.map((item) => item.value) as [T, ...T[]]);
  return (
    <Tabs value={tab} onChange={(value) => value && setTab(value as T)} keepMounted={false}>
      <Tabs.List mb="lg">
        {tabs.map(({ value, label, icon: TabIcon }) => (
          <Tabs.Tab key={value} value={value} leftSection={<TabIcon size={16} aria-hidden />}>
            {label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map(({ value, panel }) => (
        <Tabs.Panel key={value} value={value}>
          {panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
