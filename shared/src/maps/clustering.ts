import { MarkerClusterer, SuperClusterAlgorithm } from '@googlemaps/markerclusterer';
import type { Cluster, ClusterStats, Renderer } from '@googlemaps/markerclusterer';
import { CLUSTER_MAX_ZOOM, CLUSTER_RADIUS, clusterColour } from '@phuket/shared/filters';
import type { AdvancedMarker, GoogleMap, LatLngLiteral, MarkerLibrary } from './google-types';

/**
 * The colour rule of shared/filters needs the counts of all clusters only for their mean;
 * the clusterer hands the renderer that mean, so it is passed as a one-element list.
 */
export function clusterColourFromStats(count: number, meanCount: number): string {
  return clusterColour(count, [meanCount]);
}

/** A round badge with the count, in the brand colour or red for unusually dense clusters. */
export function clusterBadge(count: number, colour: string): HTMLElement {
  const badge = document.createElement('div');
  const size = count >= 100 ? 52 : count >= 10 ? 44 : 38;
  Object.assign(badge.style, {
    width: `${size}px`,
    height: `${size}px`,
    borderRadius: '50%',
    background: colour,
    color: '#fff',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    font: '600 14px system-ui, sans-serif',
    border: '3px solid rgba(255,255,255,0.85)',
    boxShadow: '0 2px 8px rgba(0,0,0,0.25)',
  });
  badge.textContent = String(count);
  badge.setAttribute('aria-label', `${count} properties`);
  return badge;
}

export function createClusterRenderer(markerLibrary: MarkerLibrary): Renderer {
  return {
    render(cluster: Cluster, stats: ClusterStats): AdvancedMarker {
      const colour = clusterColourFromStats(cluster.count, stats.clusters.markers.mean);
      // markerclusterer types `position` with @types/google.maps, which we do not install
      // (google-types.ts describes the few members we use).
      const position = (cluster.position as unknown as { toJSON(): LatLngLiteral }).toJSON();
      return new markerLibrary.AdvancedMarkerElement({
        position,
        content: clusterBadge(cluster.count, colour),
        title: `${cluster.count} properties`,
        // Bigger clusters above smaller ones and above single markers.
        zIndex: 1000 + cluster.count,
      });
    },
  } as unknown as Renderer;
}

/** docs/product-rules.md §9: radius 60, max zoom 16. */
export function createMarkerClusterer(
  map: GoogleMap,
  markers: AdvancedMarker[],
  markerLibrary: MarkerLibrary,
): MarkerClusterer {
  // The clusterer is typed against @types/google.maps, which this workspace does not have.
  const options = {
    map,
    markers,
    algorithm: new SuperClusterAlgorithm({ radius: CLUSTER_RADIUS, maxZoom: CLUSTER_MAX_ZOOM }),
    renderer: createClusterRenderer(markerLibrary),
  } as unknown as ConstructorParameters<typeof MarkerClusterer>[0];
  return new MarkerClusterer(options);
}
