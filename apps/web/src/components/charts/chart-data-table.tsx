import { Table, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ChartDataRow {
  key: string;
  /** The row's header cell (a month, a country). */
  label: ReactNode;
  cells: ReactNode[];
}

/**
 * A chart's figures as a table for screen readers (a canvas or a map is only a picture): the caption
 * says what it shows, `columns` names the header column then each figure.
 */
export function ChartDataTable({ caption, columns, rows }: { caption: string; columns: readonly string[]; rows: readonly ChartDataRow[] }) {
  return (
    <VisuallyHidden>
      <Table>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row">{row.label}</Table.Th>
              {row.cells.map((cell, index) => (
                <Table.Td key={index}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </VisuallyHidden>
  );
}
