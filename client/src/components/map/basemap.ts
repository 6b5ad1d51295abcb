import type * as Leaflet from 'leaflet';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import statesUrl from 'us-atlas/states-10m.json?url';
import countiesUrl from 'us-atlas/counties-10m.json?url';
import 'leaflet/dist/leaflet.css';
import './map.css';

/**
 * The map's ground: US land, state and county outlines from the Census Bureau's cartographic
 * boundaries (the us-atlas package), shipped with the app and served by it, so the map works with no
 * tile server and offline. An operator who runs a tile server sets MAP_TILES_URL, and its raster
 * tiles are drawn under the outlines. No other request leaves the browser.
 */

/** Neighbourhood level: closer than this, a public point would look like an address (it is not one). */
export const MAX_ZOOM = 13;
/** County lines come in from this zoom (a state's scale), where they help find one's way. */
const COUNTIES_FROM_ZOOM = 7;
/** The contiguous United States. */
const US_VIEW: Leaflet.LatLngBoundsExpression = [
  [24.5, -125],
  [49.5, -66.9],
];

type Objects = { nation: GeometryCollection; states: GeometryCollection; counties: GeometryCollection };

const topology = (url: string) =>
  fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${response.status}`);
    return response.json() as Promise<Topology<Objects>>;
  });

export interface Tiles {
  url: string | null;
  attribution: string | null;
}

export type LeafletModule = typeof Leaflet;

/**
 * A Leaflet map on `element` with the shipped outlines (and the operator's tiles, if any). Leaflet
 * is imported here, when a map is made: it reads `window` as it loads, and the pages prerendered at
 * build time must be able to load this module without one.
 */
export async function createMap(element: HTMLElement, tiles: Tiles, label: string): Promise<{ map: Leaflet.Map; L: LeafletModule }> {
  const { default: L } = await import('leaflet');
  const map = L.map(element, { maxZoom: MAX_ZOOM, minZoom: 3, zoomSnap: 1, keyboard: true, preferCanvas: true, worldCopyJump: true });
  map.fitBounds(US_VIEW);
  // Leaflet makes the container focusable for its arrow keys; it names what it is.
  element.setAttribute('aria-label', label);
  element.setAttribute('role', 'region');
  if (tiles.url) L.tileLayer(tiles.url, { maxZoom: MAX_ZOOM, attribution: tiles.attribution ?? '' }).addTo(map);
  map.attributionControl.setPrefix(false);
  map.attributionControl.addAttribution('U.S. Census Bureau');
  const renderer = L.canvas({ padding: 0.5 });
  const lines = (color: string, weight: number) => ({ renderer, color, weight, fill: false, interactive: false });
  void topology(statesUrl)
    .then((us) => {
      if (!tiles.url) L.geoJSON(feature(us, us.objects.nation), { style: { renderer, stroke: false, fillColor: '#eef2ee', fillOpacity: 1 }, interactive: false }).addTo(map);
      L.geoJSON(mesh(us, us.objects.states, (a, b) => a !== b), { style: lines('#7a8a80', 1.2) }).addTo(map);
      L.geoJSON(mesh(us, us.objects.nation), { style: lines('#4b5a50', 1.4) }).addTo(map);
    })
    .catch(() => undefined);
  let counties: Promise<unknown> | null = null;
  const countiesWhenClose = () => {
    if (counties || map.getZoom() < COUNTIES_FROM_ZOOM) return;
    counties = topology(countiesUrl)
      .then((us) => L.geoJSON(mesh(us, us.objects.counties, (a, b) => a !== b && String(a.id).slice(0, 2) === String(b.id).slice(0, 2)), { style: lines('#b5c2b9', 0.8) }).addTo(map))
      .catch(() => (counties = null));
  };
  map.on('zoomend', countiesWhenClose);
  return { map, L };
}
