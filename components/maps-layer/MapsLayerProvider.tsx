'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';
import { Modal } from '../modal/Modal';
import shared from '../modal/dialog.module.css';
import { mapEmbedSrc, safeMapsUrl, type MapPlace } from './embed';
import styles from './MapsLayer.module.css';

export type { MapPlace } from './embed';

export type MapsLayer = { openMap(place: MapPlace): void };

const MapsLayerContext = createContext<MapsLayer | null>(null);

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
        {place && <MapDetails place={place} />}
      </Modal>
    </MapsLayerContext>
  );
}

function MapDetails({ place }: { place: MapPlace }) {
  // Mounted only while the layer is open, so the embed makes no request before someone asks.
  const embedSrc = mapEmbedSrc(place);
  const mapsUrl = safeMapsUrl(place.mapsUrl);
  return (
    <>
      <address className={styles.address}>
        {place.addressLines.map((line, index) => (
          <span key={index}>{line}</span>
        ))}
      </address>
      {embedSrc && (
        <iframe
          className={styles.map}
          src={embedSrc}
          title={`Map showing ${place.name}`}
          loading="lazy"
          referrerPolicy="no-referrer"
        />
      )}
      {mapsUrl && (
        <p className={styles.linkRow}>
          <a className={shared.link} href={mapsUrl} target="_blank" rel="noopener noreferrer">
            Open in maps<span className={shared.visuallyHidden}> (opens in a new tab)</span>
          </a>
        </p>
      )}
    </>
  );
}

/** A button that opens the maps layer; server components can render it with plain props. */
export function OpenMapButton({ place, className, children }: { place: MapPlace; className?: string; children: ReactNode }) {
  const { openMap } = useMapsLayer();
  return (
    <button type="button" className={className} onClick={() => openMap(place)}>
      {children}
    </button>
  );
}
