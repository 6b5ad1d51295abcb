import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import type * as Leaflet from 'leaflet';
import type { ListingPlace } from '@barteraid/events/contracts/location';
import { Card } from '../../components/ui/card';
import { Button } from '../../components/ui/button';
import { usePublicConfig } from '../../lib/config';
import type { ListingParams } from './queries';
import { distanceText } from './distance';
import { createMap, MAX_ZOOM, type LeafletModule } from '../../components/map/basemap';
import { showClusters } from '../../components/map/clusters';
import { placesQuery } from './places-query';

interface Props {
  params: ListingParams;
  /** The member's own area when searching near it: where the map starts (never drawn). */
  origin: { lat: number; lng: number } | null;
  /** Back to the list, the keyboard's and screen reader's way through the same listings. */
  onList: () => void;
}

/** The Map view of the marketplace: the search's listings at their public places, clustered. */
export default function ListingsMap({ params, origin, onList }: Props) {
  const { t } = useTranslation();
  const { config } = usePublicConfig();
  const element = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState<{ map: Leaflet.Map; L: LeafletModule } | null>(null);
  const [chosen, setChosen] = useState<ListingPlace | null>(null);
  const places = useQuery(placesQuery(params));
  const start = useRef(origin);
  start.current = origin;

  useEffect(() => {
    if (!element.current) return;
    let made: Leaflet.Map | null = null;
    let gone = false;
    void createMap(element.current, { url: config.mapTilesUrl ?? null, attribution: config.mapTilesAttribution ?? null }, t('marketplace.map.label')).then((created) => {
      if (gone) return void created.map.remove();
      made = created.map;
      setDrawn(created);
    });
    return () => {
      gone = true;
      made?.remove();
      setDrawn(null);
    };
    // The map is made once; the tiles setting is known before the marketplace is.
  }, []);

  const found = places.data?.places;
  useEffect(() => {
    if (!drawn || !found) return;
    const { map, L } = drawn;
    setChosen(null);
    if (found.length > 0) map.fitBounds(L.latLngBounds(found.map((place) => [place.lat, place.lng])), { padding: [32, 32], maxZoom: MAX_ZOOM - 3 });
    else if (start.current) map.setView([start.current.lat, start.current.lng], 10);
    return showClusters(L, map, found, { cluster: (count) => t('marketplace.map.cluster', { count }), listing: (place) => place.title }, setChosen);
  }, [drawn, found, t]);

  return (
    <div className="space-y-3">
      <p className="text-sm text-muted">
        {t('marketplace.map.placesNote')}{' '}
        <button type="button" className="font-medium text-brand-700 underline" onClick={onList}>{t('marketplace.map.listAlternative')}</button>
      </p>
      <div className="relative isolate">
        <div ref={element} data-testid="listings-map" className="h-[60vh] min-h-[320px] w-full overflow-hidden rounded-xl border border-slate-300 bg-[#dfe9f0]" />
        {places.isLoading && (
          <p role="status" className="absolute inset-x-0 top-3 mx-auto w-fit rounded-md bg-white/90 px-3 py-1 text-sm text-ink shadow">{t('marketplace.map.loading')}</p>
        )}
      </div>
      {places.isError && <p role="alert" className="text-sm text-red-700">{t('marketplace.map.failed')}</p>}
      {found && found.length === 0 && <p role="status" className="text-sm text-muted">{t('marketplace.map.none')}</p>}
      {places.data?.truncated && <p className="text-sm text-muted">{t('marketplace.map.truncated', { count: found?.length ?? 0 })}</p>}
      <div aria-live="polite">
        {chosen && (
          <Card className="flex items-start gap-3 p-4" data-testid="map-listing-card">
            <div className="min-w-0 flex-1">
              <h2 className="text-lg font-semibold leading-snug text-ink">
                <Link to={`/listings/${chosen.id}`} className="hover:underline">{chosen.title}</Link>
              </h2>
              <p className="mt-1 text-sm text-muted">
                {chosen.type === 'need' ? t('marketplace.card.need') : t('marketplace.card.offer')}
                {chosen.isUrgent && ` · ${t('marketplace.map.urgent')}`}
                {chosen.distanceMiles !== undefined && <span data-testid="map-listing-distance"> · {distanceText(chosen.distanceMiles)}</span>}
              </p>
              <Link to={`/listings/${chosen.id}`} className="mt-2 inline-block text-sm font-medium text-brand-700 underline">{t('marketplace.map.open')}</Link>
            </div>
            <Button variant="ghost" size="sm" onClick={() => setChosen(null)} aria-label={t('marketplace.map.close')}>
              <X aria-hidden="true" className="h-4 w-4" />
            </Button>
          </Card>
        )}
      </div>
    </div>
  );
}
