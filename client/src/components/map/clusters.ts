import type * as Leaflet from 'leaflet';
import Supercluster from 'supercluster';
import type { ListingPlace } from '@barteraid/events/contracts/location';
import { MAX_ZOOM, type LeafletModule } from './basemap';

type Properties = { place: ListingPlace };

export interface ClusterTexts {
  cluster: (count: number) => string;
  listing: (place: ListingPlace) => string;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The listings' public places, clustered for the zoom on screen (supercluster): a cluster is a
 * button that zooms in to where it splits, a listing a button that opens its card. Both are
 * reached with Tab and pressed with Enter (Leaflet's keyboard markers). Urgent needs stand out.
 */
export function showClusters(L: LeafletModule, map: Leaflet.Map, places: ListingPlace[], texts: ClusterTexts, onListing: (place: ListingPlace) => void): () => void {
  // Leaflet's tiles are 256 pixels: the radius is in those pixels.
  const index = new Supercluster<Properties, Properties>({ radius: 56, extent: 256, maxZoom: MAX_ZOOM - 1 });
  index.load(places.map((place) => ({ type: 'Feature', properties: { place }, geometry: { type: 'Point', coordinates: [place.lng, place.lat] } })));
  const layer = L.layerGroup().addTo(map);

  const marker = (lat: number, lng: number, html: string, className: string, size: number, label: string) => {
    const icon = L.divIcon({ html, className, iconSize: [size, size] });
    const added = L.marker([lat, lng], { icon, keyboard: true, title: label, alt: label, riseOnHover: true }).addTo(layer);
    const element = added.getElement();
    element?.setAttribute('aria-label', label);
    element?.setAttribute('role', 'button');
    return added;
  };

  const draw = () => {
    layer.clearLayers();
    const bounds = map.getBounds();
    const zoom = Math.round(map.getZoom());
    for (const item of index.getClusters([bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()], zoom)) {
      const [lng, lat] = item.geometry.coordinates as [number, number];
      const properties = item.properties as Properties | Supercluster.ClusterProperties;
      if ('cluster' in properties && properties.cluster) {
        const count = properties.point_count;
        const size = count < 10 ? 36 : count < 100 ? 44 : 52;
        const urgent = index.getLeaves(properties.cluster_id, Infinity).some((leaf) => leaf.properties.place.isUrgent);
        const clusterId = properties.cluster_id;
        marker(lat, lng, `<span>${count}</span>`, `map-cluster${urgent ? ' map-cluster-urgent' : ''}`, size, texts.cluster(count)).on('click', () => {
          map.flyTo([lat, lng], Math.min(MAX_ZOOM, index.getClusterExpansionZoom(clusterId)), { duration: 0.4 });
        });
      } else {
        const { place } = properties as Properties;
        const kind = place.isUrgent ? ' map-listing-urgent' : place.type === 'need' ? ' map-listing-need' : '';
        marker(lat, lng, place.isUrgent ? '<span>!</span>' : `<span>${escape(place.type === 'need' ? '?' : '+')}</span>`, `map-listing${kind}`, 30, texts.listing(place)).on('click', () =>
          onListing(place),
        );
      }
    }
  };
  map.on('moveend', draw);
  draw();
  return () => {
    map.off('moveend', draw);
    layer.remove();
  };
}
