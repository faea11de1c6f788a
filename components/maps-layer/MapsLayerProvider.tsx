'use client';

import { createContext, lazy, Suspense, useContext, useState, type ReactNode } from 'react';
import { Modal } from '../modal/Modal';
import type { MapPlace } from './embed';
import styles from './MapsLayer.module.css';

export type { MapPlace } from './embed';

export type MapsLayer = { openMap(place: MapPlace): void };

const MapsLayerContext = createContext<MapsLayer | null>(null);

// Issue 5: the map code loads only when the layer first opens (a chunk of its own).
const MapDetails = lazy(() => import('./MapDetails'));

export function useMapsLayer(): MapsLayer {
  const layer = useContext(MapsLayerContext);
  if (!layer) throw new Error('useMapsLayer() must be used inside <MapsLayerProvider>.');
  return layer;
}

/** Spec §2: the second modal layer, for maps. Place it inside <ConfirmDialogProvider>. */
export function MapsLayerProvider({ children }: { children: ReactNode }) {
  const [place, setPlace] = useState<MapPlace | null>(null);
  // Stable: one object for the provider's lifetime, so consumers do not re-render when the layer opens.
  const [layer] = useState<MapsLayer>(() => ({ openMap: (next) => setPlace(next) }));

  return (
    <MapsLayerContext value={layer}>
      {children}
      <Modal open={place !== null} title={place ? `Map: ${place.name}` : ''} onClose={() => setPlace(null)}>
        {place && (
          <Suspense fallback={<p className={styles.loading}>Loading the map…</p>}>
            <MapDetails place={place} />
          </Suspense>
        )}
      </Modal>
    </MapsLayerContext>
  );
}

/**
 * A button that opens the maps layer; server components can render it with plain props, for
 * example `place={vendorMapPlace(tenant)}` from ./vendor-place on the contact and item pages.
 */
export function OpenMapButton({ place, className, children }: { place: MapPlace; className?: string; children: ReactNode }) {
  const { openMap } = useMapsLayer();
  return (
    <button type="button" className={className} onClick={() => openMap(place)}>
      {children}
    </button>
  );
}
