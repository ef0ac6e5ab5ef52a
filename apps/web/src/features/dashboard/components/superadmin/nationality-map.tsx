import { numericToAlpha3 } from 'i18n-iso-countries';
import type { ComponentProps } from 'react';
import { ComposableMap, Geographies, Geography } from 'react-simple-maps';
import topology from 'world-atlas/countries-110m.json';
import { nationalityColor } from './nationality-colors.ts';

// The TopoJSON as react-simple-maps takes it (it reads a Topology as well as GeoJSON).
const WORLD = topology as unknown as ComponentProps<typeof Geographies>['geography'];

export interface NationalityMapProps {
  /** Hackers per country, ISO 3166-1 alpha-3. */
  counts: ReadonlyMap<string, number>;
  /** What a screen reader hears instead of the drawing (the table next to it carries every figure). */
  description: string;
}

/** The world coloured by hackers per country; this file and its topology load only when the card shows the map. */
export function NationalityMap({ counts, description }: NationalityMapProps) {
  return (
    <ComposableMap
      projection="geoEqualEarth"
      width={800}
      height={400}
      projectionConfig={{ scale: 150 }}
      role="img"
      aria-label={description}
      style={{ width: '100%', height: 'auto' }}
    >
      <Geographies geography={WORLD}>
        {({ geographies }) =>
          geographies.map((geography) => {
            // world-atlas names countries by ISO numeric code; a few disputed areas have none.
            const country = geography.id === undefined ? undefined : numericToAlpha3(String(geography.id));
            const count = country ? (counts.get(country) ?? 0) : 0;
            const fill = nationalityColor(count);
            return (
              <Geography
                key={geography.rsmKey}
                geography={geography}
                data-country={country}
                data-count={count}
                fill={fill}
                stroke="#ffffff"
                strokeWidth={0.5}
                style={{ outline: 'none' }}
              />
            );
          })
        }
      </Geographies>
    </ComposableMap>
  );
}
