import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as Leaflet from 'leaflet';
import { precisionMiles, type GeoPoint, type LocationPrecision } from '@barteraid/events/geo';
import { Button } from '../ui/button';
import { usePublicConfig } from '../../lib/config';
import { createMap, type LeafletModule } from './basemap';

const METRES_PER_MILE = 1609.344;
/** Five decimals (about a metre): finer than any precision, and what the member sees as their pin. */
const wrapped = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;
const rounded = ({ lat, lng }: GeoPoint): GeoPoint => ({ lat: Math.round(lat * 1e5) / 1e5, lng: Math.round(wrapped(lng) * 1e5) / 1e5 });

interface Props {
  pin: GeoPoint | null;
  precision: LocationPrecision;
  onPin: (pin: GeoPoint) => void;
}

/**
 * Dropping a pin for one's own area: a tap on the map, or (with the keyboard) moving the map with
 * the arrow keys and placing the pin at its centre. Only the member sees the pin; the circle shows
 * how far off others may place them.
 */
export default function PinMap({ pin, precision, onPin }: Props) {
  const { t } = useTranslation('account');
  const { config } = usePublicConfig();
  const element = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState<{ map: Leaflet.Map; L: LeafletModule } | null>(null);
  const map = drawn?.map ?? null;
  const place = useRef(onPin);
  place.current = onPin;

  useEffect(() => {
    if (!element.current) return;
    let made: Leaflet.Map | null = null;
    let gone = false;
    void createMap(element.current, { url: config.mapTilesUrl ?? null, attribution: config.mapTilesAttribution ?? null }, t('area.pinMap')).then((created) => {
      if (gone) return void created.map.remove();
      made = created.map;
      if (pin) created.map.setView([pin.lat, pin.lng], 11);
      created.map.on('click', (event: Leaflet.LeafletMouseEvent) => place.current(rounded(event.latlng)));
      setDrawn(created);
    });
    return () => {
      gone = true;
      made?.remove();
      setDrawn(null);
    };
  }, []);

  useEffect(() => {
    if (!drawn || !pin) return;
    const { map, L } = drawn;
    const icon = L.divIcon({ className: 'map-pin', iconSize: [26, 26], iconAnchor: [2, 26] });
    const marker = L.marker([pin.lat, pin.lng], { icon, keyboard: false, interactive: false }).addTo(map);
    const circle = L.circle([pin.lat, pin.lng], { radius: precisionMiles[precision] * METRES_PER_MILE, color: '#b91c1c', weight: 1.5, fillOpacity: 0.08, interactive: false }).addTo(map);
    return () => {
      marker.remove();
      circle.remove();
    };
  }, [drawn, pin, precision]);

  return (
    <div className="space-y-2">
      <p className="text-sm text-muted">{t('area.pinHint')}</p>
      <div className="relative isolate">
        <div ref={element} data-testid="pin-map" className="h-72 w-full overflow-hidden rounded-xl border border-slate-300 bg-[#dfe9f0]" />
        <span aria-hidden="true" className="map-crosshair" />
      </div>
      <Button type="button" variant="outline" size="sm" disabled={!map} onClick={() => map && onPin(rounded(map.getCenter()))}>
        {t('area.pinHere')}
      </Button>
    </div>
  );
}
